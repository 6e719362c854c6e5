import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { ClientsPanel } from './ClientsPanel'
import { ClosuresPanel } from './ClosuresPanel'
import { GoldPricesPanel } from './GoldPricesPanel'
import { JournalList } from './JournalList'
import { clientTexts } from './texts/clients'
import { closureTexts } from './texts/closures'
import { goldTexts } from './texts/goldPrices'
import { tabs } from './texts/signIn'
import { ToDoList } from './ToDoList'

const tabClass = 'focus-ring rounded-full px-5 py-2 text-sm font-semibold text-ink data-[selected]:(bg-ink text-ivory) hover:bg-ivory-200'

// The member's desk: the requests to deal with, the closures, the gold prices, a client's data, and the journal.
export function Desk() {
  return (
    <TabGroup className="mt-6">
      <TabList className="flex flex-wrap gap-2">
        <Tab className={tabClass}>{tabs.toDo}</Tab>
        <Tab className={tabClass}>{closureTexts.tab}</Tab>
        <Tab className={tabClass}>{goldTexts.tab}</Tab>
        <Tab className={tabClass}>{clientTexts.tab}</Tab>
        <Tab className={tabClass}>{tabs.journal}</Tab>
      </TabList>
      <TabPanels>
        <TabPanel className="focus-ring rounded-lg">
          <ToDoList />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <ClosuresPanel />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <GoldPricesPanel />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <ClientsPanel />
        </TabPanel>
        <TabPanel className="focus-ring rounded-lg">
          <JournalList />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  )
}
