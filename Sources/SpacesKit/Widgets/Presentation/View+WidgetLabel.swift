import Foundation

extension View {
  /// Gives an accessory widget a label shown outside its main view, where the system shows one.
  ///
  /// As on iPhone, where only watch complications show widget labels ("The system ignores any
  /// labels attached to widgets on the Lock Screen on iPhone"): the view is drawn as it is, and
  /// `showsWidgetLabel` is false.
  public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { self }

  /// Gives an accessory widget a text label shown outside its main view.
  ///
  /// Ignored on iPhone, as `widgetLabel(_:)` with a key.
  @_disfavoredOverload
  public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }

  /// Gives an accessory widget a label view shown outside its main view.
  ///
  /// A `Text`, `Gauge`, `ProgressView` or `Image`; ignored on iPhone, as `widgetLabel(_:)` with
  /// a key.
  public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }
}
