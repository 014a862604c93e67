import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { cacheExchange } from '@urql/exchange-graphcache'
import { Field, Form, Formik } from 'formik'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Client, fetchExchange, gql, Provider, ssrExchange, useMutation } from 'urql'
import { object, string } from 'yup'

/**
 * The stack's floor for a page with a form: the floor (`../floor`) plus the form libraries the
 * customer fixed (Formik, yup), with one sign-in form and no app code. The portal's `/login` is
 * read against it.
 */
i18n.loadAndActivate({ locale: 'en', messages: {} })
const client = new Client({
  url: '/gql/public',
  exchanges: [cacheExchange({}), ssrExchange({ isClient: true }), fetchExchange],
})

const signInSchema = object({
  email: string().trim().email().required(),
  password: string().min(8).required(),
})

function SignIn() {
  const [, signIn] = useMutation<{ login: { token: string } }, { email: string; password: string }>(
    gql(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    ),
  )
  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validationSchema={signInSchema}
      onSubmit={(values) => signIn(values)}
    >
      {({ errors }) => (
        <Form>
          <Field name="email" type="email" aria-label="E-mail" />
          {errors.email}
          <Field name="password" type="password" aria-label="Password" />
          {errors.password}
          <button type="submit">Sign in</button>
        </Form>
      )}
    </Formik>
  )
}

const root = createRootRoute({
  component: () => (
    <>
      <a href="/">Home</a> <a href="/about">About</a>
      <Outlet />
    </>
  ),
})
const home = createRoute({ getParentRoute: () => root, path: '/', component: SignIn })
const about = createRoute({
  getParentRoute: () => root,
  path: '/about',
  component: () => <h1>About</h1>,
})
const router = createRouter({ routeTree: root.addChildren([home, about]) })

const container = document.getElementById('app')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <Provider value={client}>
          <RouterProvider router={router} />
        </Provider>
      </I18nProvider>
    </StrictMode>,
  )
}
