/** Version of the bus contract; a breaking change of any event or store is a major version. */
export const BUS_VERSION = '2.1.0';
