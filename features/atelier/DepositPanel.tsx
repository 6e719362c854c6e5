import { useState } from 'react'
import { DepositForm } from './DepositForm'
import { DepositSlip, type Deposit } from './DepositSlip'
import { depositTexts as texts } from './texts/deposits'

// « Dépôt au comptoir »: the form, then the slip of the deposit just registered, until « Nouveau dépôt ».
export function DepositPanel() {
  const [deposit, setDeposit] = useState<Deposit | null>(null)
  return (
    <section aria-labelledby="deposit-heading" className="mt-6">
      <h2 id="deposit-heading" className="heading-3 print:hidden">
        {texts.heading}
      </h2>
      {deposit ? (
        <DepositSlip deposit={deposit} onAnother={() => setDeposit(null)} />
      ) : (
        <>
          <p className="mt-2 max-w-2xl text-stone-600">{texts.help}</p>
          <DepositForm onRegistered={setDeposit} />
        </>
      )}
    </section>
  )
}
