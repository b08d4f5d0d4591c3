/**
 * The WHO-5 trend for any screen. It lives in client/shared/who5/ because features never import one
 * another (decision 165): other features import it from there; this path re-exports it.
 */
export { Who5Trend, type Who5TrendPoint, type Who5TrendProps } from '../../shared/who5/who5-trend';
