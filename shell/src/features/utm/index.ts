/** Keeps a landing address's utm_source in its cookie (SPEC §3); the app loads it, nothing is imported from it. */
import './model/utm';
