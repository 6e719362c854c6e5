import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { ClientsPanel } from './ClientsPanel'
import { useState } from 'react'
import { ClosuresPanel } from './ClosuresPanel'
import { DepositPanel } from './DepositPanel'
import { GoldPricesPanel } from './GoldPricesPanel'
import { JournalList } from './JournalList'
import { PriceLinesPanel } from './PriceLinesPanel'
import { OpeningHoursPanel } from './OpeningHoursPanel'
import { ReviewsPanel } from './ReviewsPanel'
import { ShowcasePanel } from './ShowcasePanel'
import { clientTexts } from './texts/clients'
import { closureTexts } from './texts/closures'
import { depositTexts } from './texts/deposits'
import { goldTexts } from './texts/goldPrices'
import { priceLineTexts } from './texts/priceLines'
import { openingHoursTexts } from './texts/openingHours'
import { reviewTexts } from './texts/reviews'
import { showcaseTexts } from './texts/showcase'
import { tabs } from './texts/signIn'
import { visitTexts } from './texts/visits'
import { ToDoList } from './ToDoList'
import { VisitsPanel } from './VisitsPanel'
import { WorkshopContactPanel } from './WorkshopContactPanel'

// « Avis »'s place among the tabs below: « Fiche de l'atelier » sends the owner there for the review figure.
const REVIEWS_TAB = 6

const tabClass = 'focus-ring rounded-full px-5 py-2 text-sm font-semibold text-ink hover:bg-ivory-200 data-[selected]:(bg-ink text-ivory hover:bg-ink-600)'

// The member's desk: the requests to deal with, a piece left at the counter and its slip, the visits, the closures, the gold prices, the price guide, the reviews,
// the finished pieces, a client's data, the workshop's contact and hours, and the journal. A visit's request opens in « À traiter », its card focused.
export function Desk() {
  const [selected, setSelected] = useState(0)
  const [shownRequest, setShownRequest] = useState<string | null>(null)
  const openRequest = (id: string) => {
    setShownRequest(id)
    setSelected(0)
  }
  return (
    <TabGroup className="mt-6" selectedIndex={selected} onChange={setSelected}>
      <TabList className="flex flex-wrap gap-2">
        <Tab className={tabClass}>{tabs.toDo}</Tab>
        <Tab className={tabClass}>{depositTexts.tab}</Tab>
        <Tab className={tabClass}>{visitTexts.tab}</Tab>
        <Tab className={tabClass}>{closureTexts.tab}</Tab>
        <Tab className={tabClass}>{goldTexts.tab}</Tab>
        <Tab className={tabClass}>{priceLineTexts.tab}</Tab>
        <Tab className={tabClass}>{reviewTexts.tab}</Tab>
        <Tab className={tabClass}>{showcaseTexts.tab}</Tab>
        <Tab className={tabClass}>{clientTexts.tab}</Tab>
        <Tab className={tabClass}>{openingHoursTexts.tab}</Tab>
        <Tab className={tabClass}>{tabs.journal}</Tab>
      </TabList>
      <TabPanels>
        <TabPanel className="focus-ring rounded-lg">
          <ToDoList shown={shownRequest} onShown={() => setShownRequest(null)} />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <DepositPanel />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <VisitsPanel onOpenRequest={openRequest} />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <ClosuresPanel />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <GoldPricesPanel />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <PriceLinesPanel />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <ReviewsPanel />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <ShowcasePanel />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <ClientsPanel />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <WorkshopContactPanel onOpenReviews={() => setSelected(REVIEWS_TAB)} />
          <OpeningHoursPanel />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <JournalList />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  )
}
