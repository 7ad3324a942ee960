// Chakra's form controls find their Field through a context kept in Ark UI's field module, which
// each app bundles for itself. Federation gives every app the shell's copy of any shared module the
// shell provides (same version: the host's registration wins), and a remote's own copy of the rest.
// So the shell provides the whole family: a Field from one bundle and a Textarea from another would
// not see each other (no label link, no invalid state). These imports are never called; naming
// them is what makes this build provide them, each as a lazy chunk fetched only when used.
export const formControls = [
  () => import('@chakra-ui/react/field'),
  () => import('@chakra-ui/react/fieldset'),
  () => import('@chakra-ui/react/input'),
  () => import('@chakra-ui/react/input-group'),
  () => import('@chakra-ui/react/textarea'),
  () => import('@chakra-ui/react/native-select'),
  () => import('@chakra-ui/react/select'),
  () => import('@chakra-ui/react/checkbox'),
  () => import('@chakra-ui/react/radio-group'),
  () => import('@chakra-ui/react/switch'),
  () => import('@chakra-ui/react/number-input'),
  () => import('@chakra-ui/react/pin-input'),
  () => import('@chakra-ui/react/file-upload'),
  () => import('@chakra-ui/react/slider'),
  () => import('@chakra-ui/react/segment-group'),
  () => import('@chakra-ui/react/combobox'),
  () => import('@chakra-ui/react/tags-input'),
  () => import('@chakra-ui/react/rating-group'),
];
