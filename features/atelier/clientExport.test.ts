import { describe, expect, it } from 'vitest'
import type { FoundClient } from './clients'
import { clientCsv, clientJson } from './clientExport'

const client: FoundClient = {
  outcome: 'found',
  address: 'claire@exemple.fr',
  messages: [
    {
      id: 'm1',
      created_at: '2026-12-01T09:05:00+00:00',
      name: 'Claire Martin',
      email: 'Claire@exemple.fr',
      phone: '+33 6 12 34 56 78',
      service: 'réparation',
      subject: null,
      message: 'Bonjour ;\nmon fermoir est cassé.',
      preferred_contact: 'phone',
      urgency: 'normal',
      visit_date: '2026-12-24',
      visit_time: null,
      photo: 'a.jpg',
      notified_at: '2026-12-01T09:05:02+00:00',
      acknowledged_at: null,
      replied_at: null,
      closed_at: null,
    },
    {
      id: 'm2',
      created_at: '2026-06-30T22:30:00+00:00',
      name: 'Claire Martin',
      email: 'claire@exemple.fr',
      phone: null,
      service: 'achat-or',
      subject: 'Pièces',
      message: '=1+1',
      preferred_contact: 'email',
      urgency: 'urgent',
      visit_date: null,
      visit_time: null,
      photo: 'b.jpg',
      notified_at: null,
      acknowledged_at: null,
      replied_at: null,
      closed_at: '2026-07-02T08:00:00+00:00',
    },
  ],
  visits: [
    {
      message_id: 'm1',
      status: 'declined',
      visit_date: '2026-12-24',
      visit_time: '10:30',
      decided_at: '2026-12-02T10:00:00+00:00',
      decision_reason: 'Complet.',
      reminded_at: null,
    },
  ],
  notices: [
    {
      message_id: 'm1',
      kind: 'declined',
      visit_date: '2026-12-24',
      visit_time: '10:30',
      reason: 'Complet.',
      created_at: '2026-12-02T10:00:00+00:00',
      sent_at: '2026-12-02T10:00:05+00:00',
    },
  ],
  photos: [
    { message_id: 'm1', name: 'a.jpg', stored: true },
    { message_id: 'm2', name: 'b.jpg', stored: false },
  ],
  rate_limit_rows: 1,
}

const file = {
  client,
  links: [{ message_id: 'm1', url: 'https://projet.supabase.co/storage/v1/object/sign/contact_images/a.jpg?token=t' }],
  now: new Date('2026-12-07T08:00:00Z'),
  linkDays: 7,
}

describe('the client’s files', () => {
  it('CSV: a French header, one row per message in Paris time, the visit, the e-mails about it and the photo’s link with its end', () => {
    const lines = clientCsv(file).split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFFReçu le;Nom;E-mail;Téléphone;Prestation;Objet;Message;Réponse souhaitée par;Urgence;Visite demandée;Visite;Créneau de la visite;Mot de l’atelier sur la visite;E-mails envoyés sur la visite;Clos le;Photo (lien);Lien de la photo valable jusqu’au',
    )
    expect(lines[1]).toBe(
      '01/12/2026 10:05;Claire Martin;Claire@exemple.fr;\'+33 6 12 34 56 78;Réparation;;"Bonjour ;\nmon fermoir est cassé.";téléphone;normale;24/12/2026 peu importe l’heure;déclinée;24/12/2026 10:30;Complet.;02/12/2026 11:00 visite déclinée;;https://projet.supabase.co/storage/v1/object/sign/contact_images/a.jpg?token=t;14/12/2026 09:00',
    )
    expect(lines[2]).toBe("01/07/2026 00:30;Claire Martin;claire@exemple.fr;;Achat d’or;Pièces;'=1+1;e-mail;urgente;;;;;;02/07/2026 10:00;déjà supprimée;")
    expect(lines[3]).toBe('')
    expect(lines).toHaveLength(4)
  })

  it('JSON: everything the database answered, each stored photo with its link, and how long the links last', () => {
    const json = JSON.parse(clientJson(file)) as Record<string, unknown>
    expect(json).toMatchObject({
      exported_at: '2026-12-07T08:00:00.000Z',
      photo_links_valid_until: '2026-12-14T08:00:00.000Z',
      address: 'claire@exemple.fr',
      messages: client.messages,
      visits: client.visits,
      notices: client.notices,
      rate_limit_rows: 1,
      photos: [
        { message_id: 'm1', name: 'a.jpg', stored: true, url: file.links[0]!.url },
        { message_id: 'm2', name: 'b.jpg', stored: false, url: null },
      ],
    })
    expect(json.note).toContain('14/12/2026 09:00')
    expect(json).not.toHaveProperty('outcome')
  })
})
