-- Sample data for local development and tests (applied once per local database), every row
-- marked is_sample: invented reviews and prices, which the launch check refuses in the hosted project.

-- Sample reviews. Dates are relative to the moment of seeding; "time" is the same instant in Unix
-- seconds. The site computes « il y a … » from the date when it shows a review.
insert into public.reviews (author_name, text, rating, "time", created_at, is_sample)
select author_name, text, rating, extract(epoch from now() - age)::bigint, now() - age, true
from (values
  ('Claire Dubois',
   'Travail soigné, accueil charmant.',
   5, interval '1 day'),
  ('Jean-Marc Lefèvre',
   'Ma montre de famille, une Lip des années 60, ne fonctionnait plus depuis des années. L''horloger a pris le temps de m''expliquer la révision complète du mouvement, le devis était clair et respecté, et elle retarde à peine de quelques secondes par jour. Je la porte de nouveau avec plaisir, merci infiniment.',
   5, interval '3 days'),
  ('Sophie Martin',
   'Bague mise à ma taille en deux jours, parfait.',
   5, interval '5 days'),
  ('Karim Benali',
   'Très bon conseil pour la vente de vieux bijoux en or. Estimation transparente, pesée devant moi et paiement immédiat.',
   5, interval '6 days'),
  ('Isabelle Moreau',
   'Collier de perles de ma grand-mère réenfilé avec des nœuds entre chaque perle, comme à l''origine. Le fermoir a été nettoyé et resserré.',
   5, interval '12 days'),
  ('Thomas Girard',
   'Rapide et efficace.',
   4, interval '16 days'),
  ('Nathalie Rousseau',
   'Nous avons fait créer nos alliances ici. De la première esquisse au polissage final, l''artisan nous a associés à chaque étape : choix de l''or rose recyclé, largeur de l''anneau, gravure intérieure de notre date. Le résultat dépasse ce que nous imaginions et le prix est resté celui annoncé au départ. Une adresse que nous recommandons à tous nos amis.',
   5, interval '24 days'),
  ('Pierre Lambert',
   'Pile changée en dix minutes, prix correct.',
   4, interval '35 days'),
  ('Amélie Fontaine',
   'Expertise d''une bague ancienne pour une succession. Rapport détaillé, photos à l''appui, délais tenus.',
   5, interval '48 days'),
  ('Lucas Bernard',
   'Un peu d''attente le samedi, mais le travail est impeccable.',
   4, interval '63 days'),
  ('Hélène Chevalier',
   'Atelier discret, vraiment compétent.',
   5, interval '80 days'),
  ('François Petit',
   'J''avais cassé le maillon d''une gourmette en or offerte à ma naissance. La soudure est invisible, on ne devine plus du tout où elle était abîmée. Accueil chaleureux, on sent la passion du métier. Seul petit bémol : le délai a été d''une semaine de plus que prévu, mais on m''a prévenu par téléphone.',
   4, interval '110 days'),
  ('Camille Roux',
   'Boucles d''oreilles réparées pour trois fois rien. Merci !',
   5, interval '150 days'),
  ('Mehdi Haddad',
   'Devis gratuit et honnête pour la révision de ma Seiko automatique. Montre rendue propre, réglée et étanche.',
   5, interval '200 days'),
  ('Valérie Garnier',
   'Correct, sans plus : la rhodiure a un peu terni au bout de quelques mois.',
   3, interval '260 days'),
  ('Antoine Mercier',
   'Je cherchais quelqu''un de confiance dans le 16e pour transformer la bague de fiançailles de ma mère en pendentif. On m''a proposé plusieurs dessins, conservé le diamant d''origine et réutilisé l''or de la monture. Le pendentif est magnifique et garde toute la valeur sentimentale du bijou. Un vrai savoir-faire d''artisan, comme on en trouve de moins en moins à Paris.',
   5, interval '320 days'),
  ('Élodie Marchand',
   'Excellent accueil, je reviendrai.',
   5, interval '400 days'),
  ('Gilles Faure',
   'Bracelet de montre en cuir remplacé et boucle d''origine conservée. Service rapide, conseils utiles sur l''entretien.',
   5, interval '520 days'),
  ('Marie-Christine Blanc',
   'Restauration d''une pendulette de voyage ayant appartenu à mon père. Le mécanisme a été entièrement démonté, nettoyé et huilé, une pièce introuvable a été refaite à l''atelier. Elle sonne de nouveau les heures, ce que je n''avais plus entendu depuis mon enfance. Beaucoup d''émotion en la récupérant, et un travail d''une grande patience.',
   5, interval '600 days'),
  ('Julien Perrin',
   'Bon rapport qualité-prix.',
   4, interval '700 days')
) as sample (author_name, text, rating, age);

-- A sample reply of the workshop, shown under its review (« Réponse de l'atelier »).
update public.reviews
   set reply = 'Merci pour ce mot, et au plaisir de vous revoir à l''atelier pour l''entretien de la Lip.', replied_at = created_at + interval '1 day'
 where author_name = 'Jean-Marc Lefèvre' and is_sample;

-- A sample review figure and links to a Google profile, which the build shows as the site's figure.
insert into public.review_profile (rating_value, rating_count, rating_source, profile_url, review_url, is_sample)
values (4.9, 120, 'Google', 'https://www.google.com/maps/search/?api=1&query=Maison+Bologne+Paris',
  'https://www.google.com/maps/search/?api=1&query=Maison+Bologne+Paris', true);

-- Sample buying prices, dated the day of seeding, published as that day's whole list.
insert into public.gold_price_lists (priced_on, is_sample)
values ((now() at time zone 'Europe/Paris')::date, true);
insert into public.gold_prices (metal, fineness, piece, euros, is_sample)
values
  ('or', 999, null, 92.40, true),
  ('or', 750, null, 68.50, true),
  ('or', 585, null, 52.80, true),
  ('or', 375, null, 33.60, true),
  ('argent', 925, null, 0.72, true),
  ('or', null, 'Napoléon 20 francs', 540.00, true);
