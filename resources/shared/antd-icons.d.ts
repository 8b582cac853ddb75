/** antd's one-icon modules (what antd itself imports), typed, so a resource can load its sidebar icon lazily. */
declare module '@ant-design/icons/es/icons/*' {
  const Icon: import('react').ComponentType<{ className?: string }>;
  export default Icon;
}
