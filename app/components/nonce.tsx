import { createContext, useContext } from 'react'

const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

/** The CSP nonce of this request, for inline scripts. Empty in the browser after hydration. */
export const useNonce = () => useContext(NonceContext)
