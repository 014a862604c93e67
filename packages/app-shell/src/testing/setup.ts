import '@comptoir/ui/testing/setup'
