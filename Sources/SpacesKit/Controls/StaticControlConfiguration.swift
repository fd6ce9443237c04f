/// A control that people can't configure, optionally with a value provider.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>:
  ControlWidgetConfiguration, DefinedControlConfiguration
{
  /// How the system finds the control's value and builds its template.
  let definition: ControlDefinition

  /// Creates a control whose template is built from app state read synchronously.
  public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
    definition = ControlDefinition(
      kind: kind, preview: { _ in content()._resolved }, currentValue: { _ in () },
      content: { _ in content()._resolved })
  }

  /// Creates a control whose value comes from a provider, then builds the template from it.
  public init<Provider: ControlValueProvider>(
    kind: String, provider: Provider,
    @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) {
    definition = ControlDefinition(
      kind: kind,
      preview: { _ in content(provider.previewValue)._resolved },
      currentValue: { _ in try await provider.currentValue() },
      content: { value in
        guard let value = value as? Provider.Value else {
          preconditionFailure("value of \(type(of: value)) is not \(Provider.Value.self)")
        }
        return content(value)._resolved
      })
  }
}
