import {
  clientSecretReply,
  createPaymentIntentBody,
  paymentResultReply,
  simulatedCardBody,
  subscriptionView,
} from '@cinevia/proto';
import { graphql } from './__generated__';
import { asInput, route } from './route';

/** The spec's payment paths, and the subscription management the profile page adds. */
export const billingRoutes = [
  route({
    method: 'post',
    path: '/api/get-or-create-subscription',
    summary: "The member's open Premium checkout, or a new one",
    session: 'account',
    responses: { 200: { description: 'Confirm this payment in the browser', schema: clientSecretReply } },
    refuses: { 409: 'Already subscribed' },
    operation: graphql(`
      mutation GetOrCreateSubscription {
        getOrCreateSubscription {
          clientSecret
        }
      }
    `),
    respond: (data) => ({
      status: 200,
      body: data.getOrCreateSubscription,
    }),
  }),
  route({
    method: 'post',
    path: '/api/create-payment-intent',
    summary: 'A $100 film payment; the amount sent is ignored',
    session: 'account',
    body: createPaymentIntentBody,
    responses: { 200: { description: 'Confirm this payment in the browser', schema: clientSecretReply } },
    refuses: { 400: 'Invalid description' },
    operation: graphql(`
      mutation CreateFilmPaymentIntent($description: String!) {
        createFilmPaymentIntent(description: $description) {
          clientSecret
        }
      }
    `),
    variables: (body) => ({ description: body.description }),
    respond: (data) => ({
      status: 200,
      body: data.createFilmPaymentIntent,
    }),
  }),
  route({
    method: 'post',
    path: '/api/payments/simulated/confirm',
    changesMember: true,
    summary: "The simulated provider's card form (development and tests)",
    session: 'account',
    body: simulatedCardBody,
    responses: { 200: { description: 'Paid', schema: paymentResultReply } },
    refuses: {
      400: 'Invalid card field',
      402: 'Declined, with the provider-style message',
      403: 'Not your payment, or from a Kids profile',
      404: 'No such payment; or Stripe is in use, and the simulator is not there',
    },
    operation: graphql(`
      mutation ConfirmSimulatedPayment($input: ConfirmSimulatedPaymentInput!) {
        confirmSimulatedPayment(input: $input) {
          status
          paymentIntentId
        }
      }
    `),
    variables: asInput,
    respond: (data) => ({ status: 200, body: data.confirmSimulatedPayment }),
  }),
  route({
    method: 'post',
    path: '/api/subscription/cancel',
    changesMember: true,
    summary: 'Cancel at the end of the paid period',
    session: 'account',
    responses: { 200: { description: 'The subscription', schema: subscriptionView } },
    refuses: { 409: 'Nothing to cancel' },
    operation: graphql(`
      mutation CancelSubscription {
        cancelSubscription {
          ...SubscriptionFields
        }
      }
    `),
    respond: (data) => ({ status: 200, body: data.cancelSubscription }),
  }),
  route({
    method: 'post',
    path: '/api/subscription/resume',
    changesMember: true,
    summary: 'Keep renewing after all (before the period ends)',
    session: 'account',
    responses: { 200: { description: 'The subscription', schema: subscriptionView } },
    refuses: { 409: 'Nothing to resume' },
    operation: graphql(`
      mutation ResumeSubscription {
        resumeSubscription {
          ...SubscriptionFields
        }
      }
    `),
    respond: (data) => ({ status: 200, body: data.resumeSubscription }),
  }),
];
