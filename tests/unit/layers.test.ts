// The layer rule (vite/lint/layers.js) on imports written from real places of the tree.
import { RuleTester } from 'eslint'
import { join } from 'node:path'
import { describe, it } from 'vitest'
import { layers } from '../../vite/lint/layers.js'

const root = join(import.meta.dirname, '../..')
const at = (file: string) => join(root, file)
const rule = layers.rules['no-upward-import']
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } })

describe('the layer rule: pages → features → shared', () => {
  it('accepts imports down the layers and between features through their public entries', () => {
    tester.run('no-upward-import', rule, {
      valid: [
        { filename: at('pages/contact/+Page.tsx'), code: "import { ContactForm } from '../../features/contact/ContactForm'" },
        { filename: at('features/contact/ContactForm.tsx'), code: "import { Icon } from '../../components/ui/Icon'" },
        { filename: at('features/contact/WorkshopCard.tsx'), code: "import { useConsent } from '../consent/ConsentProvider'" },
        { filename: at('features/pwa/sw.ts'), code: "import { deliverQueuedMessages } from '../contact'" },
        { filename: at('features/pwa/sw.ts'), code: "import { deliverQueuedMessages } from '#/features/contact/delivery'" },
        { filename: at('features/contact/delivery.ts'), code: "import { openOutbox } from './outbox/store'" },
        { filename: at('components/ui/Icon.tsx'), code: "import { iconNames } from '../../lib/icons'" },
      ],
      invalid: [
        {
          filename: at('lib/routes.ts'),
          code: "import { x } from '../features/contact/message'",
          errors: [{ message: /lib\/ must not import from features\// }],
        },
        { filename: at('lib/routes.ts'), code: "import { x } from '../components/ui/Icon'", errors: [{ message: /lib\/ must not import from components\// }] },
        {
          filename: at('components/ui/Icon.tsx'),
          code: "const x = import('../../features/reviews/ReviewsWidget')",
          errors: [{ message: /components\/ must not import from features\// }],
        },
        {
          filename: at('features/reviews/ReviewsWidget.tsx'),
          code: "import x from '../../pages/contact/+data'",
          errors: [{ message: /features\/ must not import from pages\// }],
        },
        {
          filename: at('features/pwa/sw.ts'),
          code: "import { openOutbox } from '../contact/outbox/store'",
          errors: [{ message: /only through what features\/contact\/index.ts exports/ }],
        },
        {
          filename: at('features/contact/ContactForm.tsx'),
          code: "import { x } from '#/features/reviews/rotation'",
          errors: [{ message: /features\/reviews\/index.ts/ }],
        },
        { filename: at('features/contact/outbox/drain.ts'), code: "import { x } from '../message'", errors: [{ message: /the outbox .* knows no sender/ }] },
      ],
    })
  })
})
