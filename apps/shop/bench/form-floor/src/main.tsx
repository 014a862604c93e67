import { Field, Form, Formik } from 'formik'
import { gql, useMutation } from 'urql'
import { object, string } from 'yup'

import { renderFloorApp } from '../../floor/src/floor-app'

/**
 * The stack's floor for a page with a form: the floor (`../floor`) plus the stack's form
 * libraries (Formik, yup), with one sign-in form and no app code. The portal's `/login` is
 * read against it.
 */
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

renderFloorApp(SignIn)
