// The common setup (matchers, cleanup, the package's on-demand parts loaded before the tests).
import '@comptoir/ui/testing/setup'
