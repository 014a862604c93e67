import type { Localized, SeedFaqSection } from './types'

/** French puts a no-break space before `: € % »` and after `«`, and a narrow one before `? ! ;`. */
const frenchSpacing = (text: string) =>
  text
    .replace(/ ([?!;])/g, '\u202f$1')
    .replace(/ ([:€%»])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')

const fr = (en: string, french: string): Localized => ({ en, fr: frenchSpacing(french) })

const qa = (question: Localized, answer: Localized) => ({ question, answer })

export const faqSections: SeedFaqSection[] = [
  {
    key: 'orders-delivery',
    position: 1,
    title: fr('Orders & delivery', 'Commandes et livraison'),
    entries: [
      qa(
        fr('How much does delivery cost?', 'Combien coûte la livraison ?'),
        fr(
          'Standard delivery is free on orders of {standardFreeFrom} or more and costs {standardPrice} below that. Express delivery costs {expressPrice}, whatever the amount. All our prices include {vatRate}% VAT.',
          "La livraison standard est offerte dès {standardFreeFrom} d'achat et coûte {standardPrice} en dessous. La livraison express coûte {expressPrice}, quel que soit le montant. Tous nos prix s'entendent TVA de {vatRate} % incluse.",
        ),
      ),
      qa(
        fr(
          'How long will my order take to arrive?',
          'Sous quel délai vais-je recevoir ma commande ?',
        ),
        fr(
          'Standard delivery takes {standardDays} working days and express delivery {expressDays} working days. You choose the one you prefer at checkout.',
          'La livraison standard prend {standardDays} jours ouvrés, la livraison express {expressDays} jours ouvrés. Vous choisissez celle qui vous convient au moment de commander.',
        ),
      ),
      qa(
        fr('How do I track my order?', 'Comment suivre ma commande ?'),
        fr(
          'Every order has a number, shown on the confirmation page and in the confirmation e-mail. The order page shows each step as it happens: paid, prepared, shipped and delivered. With an account, your orders are also listed in your account; without one, use the link in your confirmation e-mail.',
          "Chaque commande a un numéro, indiqué sur la page de confirmation et dans l'e-mail de confirmation. La page de la commande affiche chaque étape au fur et à mesure : payée, préparée, expédiée, livrée. Avec un compte, vos commandes sont aussi listées dans votre espace ; sans compte, utilisez le lien de votre e-mail de confirmation.",
        ),
      ),
      qa(
        fr('Can I order without an account?', 'Puis-je commander sans créer de compte ?'),
        fr(
          'Yes, you can check out as a guest with just your e-mail address. An account lets you find your orders and addresses again next time, and your basket is kept when you sign in.',
          "Oui, vous pouvez commander en tant qu'invité avec votre seule adresse e-mail. Un compte vous permet de retrouver vos commandes et vos adresses la fois suivante, et votre panier est conservé lorsque vous vous connectez.",
        ),
      ),
      qa(
        fr('What if an item is out of stock?', 'Et si un article est en rupture de stock ?'),
        fr(
          'Product pages show whether an item is in stock, running low or sold out. Stock is reserved the moment you place your order, so the items of a confirmed order are always set aside for you.',
          "Les fiches produits indiquent si un article est en stock, bientôt épuisé ou en rupture. Le stock est réservé au moment où vous passez commande : les articles d'une commande confirmée sont donc toujours mis de côté pour vous.",
        ),
      ),
    ],
  },
  {
    key: 'returns-refunds',
    position: 2,
    title: fr('Returns & refunds', 'Retours et remboursements'),
    entries: [
      qa(
        fr('Can I return an item?', 'Puis-je retourner un article ?'),
        fr(
          'Yes, you have {returnDays} days from delivery to return an item, unused and in its original packaging. For hygiene reasons, opened food and bath products cannot be returned.',
          "Oui, vous disposez de {returnDays} jours à compter de la livraison pour retourner un article, non utilisé et dans son emballage d'origine. Pour des raisons d'hygiène, les produits d'épicerie et de bain ouverts ne peuvent pas être retournés.",
        ),
      ),
      qa(
        fr('How do I send a return?', 'Comment effectuer un retour ?'),
        fr(
          'Write to us with your order number and the items you want to send back, and we will reply with the return address. Return postage is at your expense, unless the item arrived damaged or we made a mistake.',
          "Écrivez-nous en indiquant votre numéro de commande et les articles à renvoyer, nous vous répondrons avec l'adresse de retour. Les frais de retour sont à votre charge, sauf si l'article est arrivé abîmé ou si nous nous sommes trompés.",
        ),
      ),
      qa(
        fr('When will I be refunded?', 'Quand serai-je remboursé ?'),
        fr(
          'As soon as your return has arrived and been checked, usually within 5 working days, we refund the items with the payment method you used. If you return the whole order, the delivery costs are refunded too.',
          'Dès que votre retour est arrivé et a été vérifié, en général sous 5 jours ouvrés, nous remboursons les articles avec le moyen de paiement utilisé. Si vous retournez toute la commande, les frais de livraison sont aussi remboursés.',
        ),
      ),
      qa(
        fr(
          'My item arrived damaged. What should I do?',
          'Mon article est arrivé abîmé, que faire ?',
        ),
        fr(
          'We are sorry! Send us a photo with your order number within {returnDays} days of delivery, and we will send you a replacement or refund you in full, return costs included.',
          'Nous en sommes désolés ! Envoyez-nous une photo avec votre numéro de commande dans les {returnDays} jours suivant la livraison : nous vous enverrons un article de remplacement ou vous rembourserons intégralement, frais de retour compris.',
        ),
      ),
    ],
  },
  {
    key: 'payment-security',
    position: 3,
    title: fr('Payment & security', 'Paiement et sécurité'),
    entries: [
      qa(
        fr('Which payment methods do you accept?', 'Quels moyens de paiement acceptez-vous ?'),
        fr(
          'You can pay by card or by bank transfer. Comptoir is a demonstration shop: card payments use a test card, so no real money is ever taken. If you pay by transfer, your order is prepared once the transfer has arrived.',
          "Vous pouvez payer par carte ou par virement bancaire. Comptoir est une boutique de démonstration : le paiement par carte utilise une carte de test, aucun argent réel n'est jamais débité. Si vous payez par virement, votre commande est préparée dès réception des fonds.",
        ),
      ),
      qa(
        fr('Do prices include VAT?', 'Les prix sont-ils affichés TTC ?'),
        fr(
          'Yes. All prices are in euros and include French VAT at {vatRate}%. Delivery costs are added at checkout, before you pay.',
          'Oui. Tous les prix sont en euros et incluent la TVA française de {vatRate} %. Les frais de livraison sont ajoutés lors de la commande, avant le paiement.',
        ),
      ),
      qa(
        fr('Is my personal data safe?', 'Mes données personnelles sont-elles protégées ?'),
        fr(
          'Your password is never stored in readable form, only as a secure hash, and you can change it at any time in your settings. We use your e-mail address for your orders only and, if you agree, for our newsletter.',
          "Votre mot de passe n'est jamais conservé en clair, seulement sous forme d'empreinte sécurisée, et vous pouvez le changer à tout moment dans vos paramètres. Nous n'utilisons votre adresse e-mail que pour vos commandes et, si vous l'acceptez, pour notre lettre d'information.",
        ),
      ),
      qa(
        fr('How do I reset my password?', 'Comment réinitialiser mon mot de passe ?'),
        fr(
          'Use the "forgotten password" link on the sign-in page. We e-mail you a link that works only once and expires after one hour.',
          'Utilisez le lien « mot de passe oublié » de la page de connexion. Nous vous envoyons par e-mail un lien valable une seule fois, pendant une heure.',
        ),
      ),
    ],
  },
  {
    key: 'ambassadors',
    position: 4,
    title: fr('Ambassador programme', 'Programme ambassadeurs'),
    entries: [
      qa(
        fr('What is the ambassador programme?', "Qu'est-ce que le programme ambassadeurs ?"),
        fr(
          'Ambassadors are customers and creators who recommend Comptoir to their friends and followers. They share their own link or code and earn a commission on the sales it brings in. Joining is free: no fees, nothing to buy.',
          "Les ambassadeurs sont des clients et des créateurs qui recommandent Comptoir à leurs proches et à leur communauté. Ils partagent leur lien ou leur code personnel et touchent une commission sur les ventes qu'il génère. L'inscription est gratuite : ni frais, ni achat obligatoire.",
        ),
      ),
      qa(
        fr('How do I become an ambassador?', 'Comment devenir ambassadeur ?'),
        fr(
          'Apply on the ambassador site. We review every application and let you know by e-mail once it is approved; you can then sign in to your ambassador space.',
          "Posez votre candidature sur le site ambassadeurs. Nous étudions chaque demande et vous prévenons par e-mail dès qu'elle est acceptée ; vous pouvez alors vous connecter à votre espace ambassadeur.",
        ),
      ),
      qa(
        fr('How is my commission calculated?', 'Comment ma commission est-elle calculée ?'),
        fr(
          "You earn a percentage of every real sale made through your link or code within {referralDays} days of the visit; if the customer has since followed another ambassador's link, the sale goes to that ambassador. Your own orders, and orders that are cancelled or refunded, earn nothing. There is no reward for recruiting other ambassadors: the programme has a single level.",
          "Vous touchez un pourcentage de chaque vente réelle réalisée grâce à votre lien ou à votre code dans les {referralDays} jours suivant la visite ; si le client a suivi depuis le lien d'un autre ambassadeur, la vente revient à ce dernier. Vos propres commandes, ainsi que les commandes annulées ou remboursées, ne rapportent rien. Le parrainage d'autres ambassadeurs n'est pas rémunéré : le programme ne compte qu'un seul niveau.",
        ),
      ),
      qa(
        fr('When is my commission paid?', 'Quand ma commission est-elle versée ?'),
        fr(
          'A commission is approved once the order has been delivered and a {returnDays}-day hold has passed, which covers returns. You can request a payout as soon as your approved balance reaches {minimumPayout}, and it is paid by bank transfer.',
          'Une commission est validée une fois la commande livrée et un délai de {returnDays} jours écoulé, qui couvre les retours. Vous pouvez demander un versement dès que votre solde validé atteint {minimumPayout}, et il vous est payé par virement bancaire.',
        ),
      ),
      qa(
        fr('What are operations?', 'Que sont les opérations ?'),
        fr(
          'Operations are time-limited campaigns you create in your ambassador space, each with its own code, a discount for your audience and a sales goal. You follow their results live on your dashboard.',
          'Les opérations sont des campagnes limitées dans le temps que vous créez depuis votre espace ambassadeur, chacune avec son propre code, une remise pour votre communauté et un objectif de ventes. Vous suivez leurs résultats en direct sur votre tableau de bord.',
        ),
      ),
    ],
  },
]
