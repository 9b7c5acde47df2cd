/**
 * What both browser apps are drawn with. Import from here; the page styles come apart, once per
 * app: `import '@cinevia/ui/global.css'`.
 */
export { ApiError, apiRequest, REQUEST_ID_HEADER, serverMessage } from './apiRequest';
export { requestIdOf, supportReference } from './requestId';
export { BackButton } from './BackButton';
export { Brand } from './Brand';
export { BrandProvider, pageBrand, useBrand } from './BrandProvider';
export { Button, ButtonLink } from './Button';
export { CardPage } from './CardPage';
export { CheckboxField } from './CheckboxField';
export { ConfirmDialog } from './ConfirmDialog';
export { Dialog, DialogActions, DialogCancel, DialogContent, DialogDescription, DialogTitle } from './Dialog';
export { FormDialogContent } from './FormDialogContent';
export { FilmRequestStatusBadge } from './FilmRequestStatusBadge';
export { fieldsOf, type BoundField } from './fieldsOf';
export { ErrorPage } from './ErrorPage';
export * from './icons';
export { lazyResolver } from './lazyResolver';
export { LoadError } from './LoadError';
export { NotFoundPage } from './NotFoundPage';
export { LoadingState, PageState } from './PageState';
export { PasswordField } from './PasswordField';
export { RouteErrorPage } from './RouteErrorPage';
export { SelectField, type SelectOption } from './SelectField';
export { FullScreenSpinner, Spinner } from './Spinner';
export { TextAreaField } from './TextAreaField';
export { SkipLink, TopBar } from './TopBar';
export { SubmitButton } from './SubmitButton';
export { SupportReference } from './SupportReference';
export { TextField, type TextFieldProps } from './TextField';
export type { ToastOptions } from './toastContext';
export { ToastProvider } from './ToastProvider';
export { useDebouncedValue } from './useDebouncedValue';
export { useDocumentTitle } from './useDocumentTitle';
export { useGoBack } from './useGoBack';
export { useToast } from './useToast';
export { useReportedAction, type ActionReport } from './useReportedAction';
export { whenIdle, whenLoadedAndIdle } from './whenIdle';
export { AlertBox } from './AlertBox';
export { BackdropPage } from './BackdropPage';
export { Card, CardHeader } from './Card';
export { SignedInDevicesCard, type ListedDevice } from './SignedInDevicesCard';
export { Facts, type Fact } from './Facts';
export { PageHeader } from './PageHeader';
export { StickyHeader } from './TopBar';
