/** The form name the get-started wizard submits under: its leads are A/B conversions. */
export const GET_STARTED_FORM = 'get-started';
