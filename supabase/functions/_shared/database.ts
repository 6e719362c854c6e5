// Generated from the migrated database by Supabase's typegen (@supabase/postgres-meta): do not edit.
// tests/integration/database-types.test.ts checks it and, with -u, writes it again.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
      contact_messages: {
        Row: {
          acknowledged_at: string | null
          closed_at: string | null
          created_at: string
          email: string | null
          file_url: string | null
          id: string
          message: string
          name: string
          notified_at: string | null
          notify_attempts: number
          notify_claimed_until: string | null
          notify_gave_up_at: string | null
          notify_last_error: string | null
          notify_next_attempt_at: string | null
          notify_request_id: number | null
          notify_requested_at: string | null
          origin: string
          phone: string | null
          preferred_contact: string
          proof_of_work: string | null
          reference: string
          replied_at: string | null
          service: string
          subject: string | null
          tracking_secret: string | null
          urgency: string
          visit_date: string | null
          visit_time: string | null
        }
        Insert: {
          acknowledged_at?: string | null
          closed_at?: string | null
          created_at?: string
          email?: string | null
          file_url?: string | null
          id?: string
          message: string
          name: string
          notified_at?: string | null
          notify_attempts?: number
          notify_claimed_until?: string | null
          notify_gave_up_at?: string | null
          notify_last_error?: string | null
          notify_next_attempt_at?: string | null
          notify_request_id?: number | null
          notify_requested_at?: string | null
          origin?: string
          phone?: string | null
          preferred_contact?: string
          proof_of_work?: string | null
          reference: string
          replied_at?: string | null
          service: string
          subject?: string | null
          tracking_secret?: string | null
          urgency?: string
          visit_date?: string | null
          visit_time?: string | null
        }
        Update: {
          acknowledged_at?: string | null
          closed_at?: string | null
          created_at?: string
          email?: string | null
          file_url?: string | null
          id?: string
          message?: string
          name?: string
          notified_at?: string | null
          notify_attempts?: number
          notify_claimed_until?: string | null
          notify_gave_up_at?: string | null
          notify_last_error?: string | null
          notify_next_attempt_at?: string | null
          notify_request_id?: number | null
          notify_requested_at?: string | null
          origin?: string
          phone?: string | null
          preferred_contact?: string
          proof_of_work?: string | null
          reference?: string
          replied_at?: string | null
          service?: string
          subject?: string | null
          tracking_secret?: string | null
          urgency?: string
          visit_date?: string | null
          visit_time?: string | null
        }
        Relationships: []
      }
      gold_price_lists: {
        Row: {
          is_sample: boolean
          priced_on: string
          saved_at: string
        }
        Insert: {
          is_sample?: boolean
          priced_on: string
          saved_at?: string
        }
        Update: {
          is_sample?: boolean
          priced_on?: string
          saved_at?: string
        }
        Relationships: []
      }
      gold_prices: {
        Row: {
          created_at: string
          euros: number
          fineness: number | null
          id: number
          is_sample: boolean
          metal: string
          piece: string | null
          priced_on: string
        }
        Insert: {
          created_at?: string
          euros: number
          fineness?: number | null
          id?: never
          is_sample?: boolean
          metal: string
          piece?: string | null
          priced_on?: string
        }
        Update: {
          created_at?: string
          euros?: number
          fineness?: number | null
          id?: never
          is_sample?: boolean
          metal?: string
          piece?: string | null
          priced_on?: string
        }
        Relationships: []
      }
      opening_exceptions: {
        Row: {
          closes: string | null
          created_at: string
          first_day: string | null
          holiday: string | null
          id: number
          last_day: string | null
          note: string | null
          open: boolean
          opens: string | null
          reason: string | null
        }
        Insert: {
          closes?: string | null
          created_at?: string
          first_day?: string | null
          holiday?: string | null
          id?: never
          last_day?: string | null
          note?: string | null
          open?: boolean
          opens?: string | null
          reason?: string | null
        }
        Update: {
          closes?: string | null
          created_at?: string
          first_day?: string | null
          holiday?: string | null
          id?: never
          last_day?: string | null
          note?: string | null
          open?: boolean
          opens?: string | null
          reason?: string | null
        }
        Relationships: []
      }
      price_lines: {
        Row: {
          cents: number
          description: string | null
          id: number
          label: string
          position: number
          service: string
          shown: boolean
          updated_at: string
        }
        Insert: {
          cents: number
          description?: string | null
          id?: never
          label: string
          position?: number
          service: string
          shown?: boolean
          updated_at?: string
        }
        Update: {
          cents?: number
          description?: string | null
          id?: never
          label?: string
          position?: number
          service?: string
          shown?: boolean
          updated_at?: string
        }
        Relationships: []
      }
      profiles: {
        Row: {
          created_at: string
          first_name: string
          id: string
          last_name: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          first_name: string
          id: string
          last_name?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          first_name?: string
          id?: string
          last_name?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      request_quotes: {
        Row: {
          amount_cents: number
          answer: string | null
          answer_notified_at: string | null
          answered_at: string | null
          answered_quote: Json | null
          delay_days: number
          id: string
          message_id: string
          note: string
          sent_at: string
          superseded_at: string | null
        }
        Insert: {
          amount_cents: number
          answer?: string | null
          answer_notified_at?: string | null
          answered_at?: string | null
          answered_quote?: Json | null
          delay_days: number
          id?: string
          message_id: string
          note: string
          sent_at?: string
          superseded_at?: string | null
        }
        Update: {
          amount_cents?: number
          answer?: string | null
          answer_notified_at?: string | null
          answered_at?: string | null
          answered_quote?: Json | null
          delay_days?: number
          id?: string
          message_id?: string
          note?: string
          sent_at?: string
          superseded_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'request_quotes_message_id_fkey'
            columns: ['message_id']
            referencedRelation: 'contact_messages'
            referencedColumns: ['id']
          },
        ]
      }
      request_statuses: {
        Row: {
          at: string
          id: number
          message_id: string
          status: string
        }
        Insert: {
          at?: string
          id?: never
          message_id: string
          status: string
        }
        Update: {
          at?: string
          id?: never
          message_id?: string
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: 'request_statuses_message_id_fkey'
            columns: ['message_id']
            referencedRelation: 'contact_messages'
            referencedColumns: ['id']
          },
        ]
      }
      review_profile: {
        Row: {
          id: boolean
          is_sample: boolean
          profile_url: string | null
          rating_count: number
          rating_source: string
          rating_value: number
          review_url: string | null
          updated_at: string
        }
        Insert: {
          id?: boolean
          is_sample?: boolean
          profile_url?: string | null
          rating_count: number
          rating_source: string
          rating_value: number
          review_url?: string | null
          updated_at?: string
        }
        Update: {
          id?: boolean
          is_sample?: boolean
          profile_url?: string | null
          rating_count?: number
          rating_source?: string
          rating_value?: number
          review_url?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      reviews: {
        Row: {
          author_name: string
          created_at: string
          hidden: boolean
          id: number
          is_sample: boolean
          rating: number
          replied_at: string | null
          reply: string | null
          source: string
          text: string
          time: number
        }
        Insert: {
          author_name: string
          created_at?: string
          hidden?: boolean
          id?: never
          is_sample?: boolean
          rating: number
          replied_at?: string | null
          reply?: string | null
          source?: string
          text: string
          time?: number
        }
        Update: {
          author_name?: string
          created_at?: string
          hidden?: boolean
          id?: never
          is_sample?: boolean
          rating?: number
          replied_at?: string | null
          reply?: string | null
          source?: string
          text?: string
          time?: number
        }
        Relationships: []
      }
      showcase_pieces: {
        Row: {
          caption: string
          created_at: string
          id: string
          photo: string
          photo_height: number
          photo_width: number
          position: number
          published: boolean
          service: string
          updated_at: string
        }
        Insert: {
          caption: string
          created_at?: string
          id: string
          photo: string
          photo_height: number
          photo_width: number
          position: number
          published?: boolean
          service: string
          updated_at?: string
        }
        Update: {
          caption?: string
          created_at?: string
          id?: string
          photo?: string
          photo_height?: number
          photo_width?: number
          position?: number
          published?: boolean
          service?: string
          updated_at?: string
        }
        Relationships: []
      }
      summer_closure: {
        Row: {
          from_day: number | null
          from_month: number | null
          id: boolean
          to_day: number | null
          to_month: number | null
        }
        Insert: {
          from_day?: number | null
          from_month?: number | null
          id?: boolean
          to_day?: number | null
          to_month?: number | null
        }
        Update: {
          from_day?: number | null
          from_month?: number | null
          id?: boolean
          to_day?: number | null
          to_month?: number | null
        }
        Relationships: []
      }
      weekly_hours: {
        Row: {
          closes: string | null
          closes_again: string | null
          opens: string | null
          opens_again: string | null
          weekday: number
        }
        Insert: {
          closes?: string | null
          closes_again?: string | null
          opens?: string | null
          opens_again?: string | null
          weekday: number
        }
        Update: {
          closes?: string | null
          closes_again?: string | null
          opens?: string | null
          opens_again?: string | null
          weekday?: number
        }
        Relationships: []
      }
      workshop_contact: {
        Row: {
          email: string
          id: boolean
          phone: string
          updated_at: string
          whatsapp: string | null
        }
        Insert: {
          email: string
          id?: boolean
          phone: string
          updated_at?: string
          whatsapp?: string | null
        }
        Update: {
          email?: string
          id?: boolean
          phone?: string
          updated_at?: string
          whatsapp?: string | null
        }
        Relationships: []
      }
      workshop_journal: {
        Row: {
          action: string
          actor_email: string | null
          actor_id: string | null
          actor_role: string | null
          at: string
          details: NonNullable<Json>
          id: number
          request_id: string | null
        }
        Insert: {
          action: string
          actor_email?: string | null
          actor_id?: string | null
          actor_role?: string | null
          at?: string
          details?: NonNullable<Json>
          id?: never
          request_id?: string | null
        }
        Update: {
          action?: string
          actor_email?: string | null
          actor_id?: string | null
          actor_role?: string | null
          at?: string
          details?: NonNullable<Json>
          id?: never
          request_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'workshop_journal_request_id_fkey'
            columns: ['request_id']
            referencedRelation: 'contact_messages'
            referencedColumns: ['id']
          },
        ]
      }
    }
    Views: {
      workshop_visits: {
        Row: {
          closed_at: string | null
          created_at: string | null
          decided_at: string | null
          message_id: string | null
          reminded_at: string | null
          sequence: number | null
          status: string | null
          updated_at: string | null
          visit_date: string | null
          visit_time: string | null
        }
        Insert: {
          closed_at?: string | null
          created_at?: string | null
          decided_at?: string | null
          message_id?: string | null
          reminded_at?: string | null
          sequence?: number | null
          status?: string | null
          updated_at?: string | null
          visit_date?: string | null
          visit_time?: string | null
        }
        Update: {
          closed_at?: string | null
          created_at?: string | null
          decided_at?: string | null
          message_id?: string | null
          reminded_at?: string | null
          sequence?: number | null
          status?: string | null
          updated_at?: string | null
          visit_date?: string | null
          visit_time?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      accept_visit: {
        Args: { at_time: string; message_id: string; on_day: string }
        Returns: Json
      }
      acknowledge_contact_message: {
        Args: { message_id: string }
        Returns: Json
      }
      answer_request_quote: {
        Args: {
          answer: string
          quote_id: string
          secret: string
          terms_version: string
        }
        Returns: Json
      }
      ask_tracking_links: { Args: { email: string }; Returns: undefined }
      atelier_add_price_line: {
        Args: {
          cents: number
          description?: string
          label: string
          service: string
        }
        Returns: Json
      }
      atelier_add_review: {
        Args: {
          author_name: string
          body: string
          rating: number
          reviewed_on: string
          source: string
        }
        Returns: Json
      }
      atelier_add_showcase_piece: {
        Args: {
          caption: string
          photo_height: number
          photo_width: number
          piece_id: string
          service: string
        }
        Returns: Json
      }
      atelier_book_phone_visit: {
        Args: {
          at_time: string
          name: string
          note?: string
          on_day: string
          phone?: string
        }
        Returns: Json
      }
      atelier_cancel_visit: {
        Args: { message_id: string; reason?: string }
        Returns: Json
      }
      atelier_change_price_line: {
        Args: {
          cents: number
          description?: string
          label: string
          line_id: number
        }
        Returns: Json
      }
      atelier_client_data: { Args: { address: string }; Returns: Json }
      atelier_close_days: {
        Args: {
          first_day: string
          last_day: string
          message: string
          note: string
          reason: string
          shown_visits: string[]
        }
        Returns: Json
      }
      atelier_confirmed_visits_between: {
        Args: { first_day: string; last_day: string }
        Returns: {
          email: string
          message_id: string
          name: string
          phone: string
          service: string
          visit_date: string
          visit_time: string
        }[]
      }
      atelier_decline_visit: {
        Args: { message_id: string; reason: string }
        Returns: Json
      }
      atelier_delete_price_line: { Args: { line_id: number }; Returns: Json }
      atelier_delete_review: { Args: { review_id: number }; Returns: Json }
      atelier_delete_showcase_piece: {
        Args: { piece_id: string }
        Returns: Json
      }
      atelier_erase_client: {
        Args: { address: string; shown_messages: string[] }
        Returns: Json
      }
      atelier_move_price_line: {
        Args: { line_id: number; up: boolean }
        Returns: Json
      }
      atelier_move_request: {
        Args: { message_id: string; status: string }
        Returns: Json
      }
      atelier_move_showcase_piece: {
        Args: { direction: number; piece_id: string }
        Returns: Json
      }
      atelier_phone_visits_between: {
        Args: { first_day: string; last_day: string }
        Returns: {
          id: string
          name: string
          phone: string
          visit_date: string
          visit_time: string
        }[]
      }
      atelier_register_deposit: {
        Args: {
          description: string
          email: string
          message_id: string
          name: string
          phone: string
          photo?: string
          service: string
        }
        Returns: Json
      }
      atelier_remove_phone_visit: { Args: { visit_id: string }; Returns: Json }
      atelier_reply_to_review: {
        Args: { reply: string; review_id: number }
        Returns: Json
      }
      atelier_save_gold_prices: {
        Args: { based_on?: string; confirmed?: boolean; prices: Json }
        Returns: Json
      }
      atelier_save_opening_hours: {
        Args: { summer?: Json; week: Json }
        Returns: Json
      }
      atelier_save_review_profile: {
        Args: {
          profile_url: string
          rating_count: number
          rating_source: string
          rating_value: number
          review_url: string
        }
        Returns: Json
      }
      atelier_save_workshop_contact: {
        Args: { email: string; phone: string; whatsapp?: string }
        Returns: Json
      }
      atelier_send_quote: {
        Args: {
          amount_cents: number
          delay_days: number
          message_id: string
          note: string
        }
        Returns: Json
      }
      atelier_set_price_line_shown: {
        Args: { line_id: number; shown: boolean }
        Returns: Json
      }
      atelier_set_review_hidden: {
        Args: { hidden: boolean; review_id: number }
        Returns: Json
      }
      atelier_set_showcase_published: {
        Args: { piece_id: string; published: boolean }
        Returns: Json
      }
      atelier_site_publication: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      atelier_step_email: {
        Args: { message_id: string; status: string }
        Returns: Json
      }
      atelier_step_email_sent: {
        Args: { message_id: string; status: string }
        Returns: undefined
      }
      atelier_visits: {
        Args: { first_day: string; last_day: string }
        Returns: {
          id: string
          kind: string
          name: string
          note: string
          phone: string
          service: string
          status: string
          visit_date: string
          visit_time: string
        }[]
      }
      cancel_visit: { Args: { message_id: string }; Returns: Json }
      claim_contact_notification: {
        Args: { message_id: string }
        Returns: {
          acknowledged_at: string | null
          closed_at: string | null
          created_at: string
          email: string | null
          file_url: string | null
          id: string
          message: string
          name: string
          notified_at: string | null
          notify_attempts: number
          notify_claimed_until: string | null
          notify_gave_up_at: string | null
          notify_last_error: string | null
          notify_next_attempt_at: string | null
          notify_request_id: number | null
          notify_requested_at: string | null
          origin: string
          phone: string | null
          preferred_contact: string
          proof_of_work: string | null
          reference: string
          replied_at: string | null
          service: string
          subject: string | null
          tracking_secret: string | null
          urgency: string
          visit_date: string | null
          visit_time: string | null
        }[]
        SetofOptions: {
          from: '*'
          to: 'contact_messages'
          isOneToOne: false
          isSetofReturn: true
        }
      }
      claim_quote_answer: { Args: { quote_id: string }; Returns: Json }
      claim_request_receipt: {
        Args: { at_instant?: string; message_id: string }
        Returns: Json
      }
      claim_request_receipt_retries: {
        Args: { batch?: number }
        Returns: string[]
      }
      claim_site_pause_notice: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      claim_tracking_links: { Args: { ask_id: number }; Returns: Json }
      claim_visit_notices: {
        Args: { batch?: number }
        Returns: {
          email: string
          id: number
          kind: string
          message_id: string
          name: string
          reason: string
          sequence: number
          service: string
          visit_date: string
          visit_time: string
        }[]
      }
      claim_visit_reminders: {
        Args: { batch?: number }
        Returns: {
          email: string
          message_id: string
          name: string
          service: string
          visit_date: string
          visit_time: string
        }[]
      }
      claim_workshop_digest: {
        Args: { batch?: number }
        Returns: {
          acknowledged_at: string | null
          closed_at: string | null
          created_at: string
          email: string | null
          file_url: string | null
          id: string
          message: string
          name: string
          notified_at: string | null
          notify_attempts: number
          notify_claimed_until: string | null
          notify_gave_up_at: string | null
          notify_last_error: string | null
          notify_next_attempt_at: string | null
          notify_request_id: number | null
          notify_requested_at: string | null
          origin: string
          phone: string | null
          preferred_contact: string
          proof_of_work: string | null
          reference: string
          replied_at: string | null
          service: string
          subject: string | null
          tracking_secret: string | null
          urgency: string
          visit_date: string | null
          visit_time: string | null
        }[]
        SetofOptions: {
          from: '*'
          to: 'contact_messages'
          isOneToOne: false
          isSetofReturn: true
        }
      }
      client_address_seen: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      close_contact_message: { Args: { message_id: string }; Returns: Json }
      close_days_cancelling_visits: {
        Args: {
          first_day: string
          last_day: string
          message: string
          note: string
          reason: string
          shown_visits: string[]
        }
        Returns: Json
      }
      complete_contact_notification: {
        Args: { message_id: string }
        Returns: undefined
      }
      complete_request_receipt_retry: {
        Args: { message_id: string }
        Returns: undefined
      }
      complete_site_pause_notice: {
        Args: { error?: string; pause_id: number }
        Returns: undefined
      }
      complete_visit_notice: { Args: { notice_id: number }; Returns: undefined }
      complete_visit_reminder: {
        Args: { message_id: string; visit_date: string; visit_time: string }
        Returns: undefined
      }
      complete_workshop_digest: {
        Args: { message_ids: string[] }
        Returns: undefined
      }
      confirm_visit: {
        Args: { at_time?: string; message_id: string; on_day?: string }
        Returns: Json
      }
      confirmed_visits_between: {
        Args: { first_day: string; last_day: string }
        Returns: {
          email: string
          message_id: string
          name: string
          phone: string
          service: string
          visit_date: string
          visit_time: string
        }[]
      }
      decline_visit: {
        Args: { message_id: string; reason: string }
        Returns: Json
      }
      delete_expired_contact_messages: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      delete_expired_tracking_tokens: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      fail_contact_notification: {
        Args: { error: string; message_id: string }
        Returns: undefined
      }
      fail_request_receipt: {
        Args: { error: string; message_id: string }
        Returns: undefined
      }
      fail_visit_notice: {
        Args: { error: string; notice_id: number }
        Returns: undefined
      }
      fail_visit_reminder: {
        Args: { error: string; message_id: string }
        Returns: undefined
      }
      fail_workshop_digest: {
        Args: { error: string; message_ids: string[] }
        Returns: undefined
      }
      gold_prices_current_day: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      grant_workshop_role: { Args: { member_email: string }; Returns: string }
      health_report: { Args: Record<PropertyKey, never>; Returns: Json }
      is_workshop: { Args: Record<PropertyKey, never>; Returns: boolean }
      journal_request_action: {
        Args: {
          action: string
          details?: Json
          member_id?: string
          request_id: string
        }
        Returns: undefined
      }
      mark_contact_message_replied: {
        Args: { message_id: string }
        Returns: Json
      }
      mint_request_tracking_token: {
        Args: { message_id: string }
        Returns: string
      }
      notify_workshop_sweep: { Args: { batch?: number }; Returns: number }
      orphan_contact_images: { Args: { batch?: number }; Returns: string[] }
      phone_visits_between: {
        Args: { first_day: string; last_day: string }
        Returns: {
          id: string
          name: string
          phone: string
          visit_date: string
          visit_time: string
        }[]
      }
      propose_visit: {
        Args: { at_time: string; message_id: string; on_day: string }
        Returns: Json
      }
      release_closed_request_photos: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      release_quote_answer: { Args: { quote_id: string }; Returns: undefined }
      release_request_receipt: {
        Args: { message_id: string }
        Returns: undefined
      }
      release_tracking_links: { Args: { ask_id: number }; Returns: undefined }
      request_contact_notification: {
        Args: { message_id: string }
        Returns: number
      }
      request_contact_retention: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      request_edge_function: {
        Args: {
          body: Json
          function_name: string
          secret_name: string
          timeout_milliseconds: number
        }
        Returns: number
      }
      request_quote_answers: { Args: { at_instant?: string }; Returns: number }
      request_receipt_retries: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      request_tracking: { Args: { secret: string }; Returns: Json }
      request_visit_notices: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      request_visit_reminders: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      request_workshop_digest: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      revoke_workshop_role: { Args: { member_email: string }; Returns: boolean }
      save_gold_prices: {
        Args: { based_on?: string; confirmed?: boolean; prices: Json }
        Returns: Json
      }
      secret_attempt: {
        Args: {
          at_instant?: string
          client: string
          scope: string
          succeeded: boolean
        }
        Returns: string
      }
      visit_action_subject: { Args: { message_id: string }; Returns: Json }
      visit_availability: {
        Args: { from_date: string; to_date: string }
        Returns: {
          day: string
          slot: string
          taken: boolean
        }[]
      }
      visit_calendar_events: {
        Args: Record<PropertyKey, never>
        Returns: {
          email: string
          kind: string
          message_id: string
          name: string
          note: string
          phone: string
          sequence: number
          service: string
          starts_at: string
          updated_at: string
          visit_date: string
          visit_time: string
        }[]
      }
      workshop_cancel_visit: {
        Args: { message_id: string; reason?: string }
        Returns: Json
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
