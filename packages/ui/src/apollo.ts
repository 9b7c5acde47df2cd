/** What needs Apollo Client, apart from the main entry so the pages without it never load it. */
export { requestIdLink } from './requestIdLink';
export { useDeviceList, type DeviceListOperations } from './useDeviceList';
