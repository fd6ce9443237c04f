/// A type-erased widget configuration, as WidgetKit's; you don't use it directly.
///
/// `if #available` (and `if`/`else`) in a widget's `body` makes it.
///
/// On the dashboard every availability check passes (`#available(iOS 18, *)` is true off
/// Apple's platforms), so the first branch's widgets and controls are registered.
@MainActor @preconcurrency
public struct LimitedAvailabilityConfiguration: WidgetConfiguration, RegisteredWidgetConfiguration {
  /// What the erased configuration registers.
  let entries: [WidgetBundleEntry]

  init(entries: [WidgetBundleEntry]) { self.entries = entries }
}

extension WidgetConfigurationBuilder {
  /// Builds the configuration of an `if` branch of an availability (or other) check.
  public static func buildEither<C: WidgetConfiguration>(first content: C)
    -> LimitedAvailabilityConfiguration
  {
    LimitedAvailabilityConfiguration(entries: content._entries)
  }

  /// Builds the configuration of an `else` branch.
  public static func buildEither<C: WidgetConfiguration>(second content: C)
    -> LimitedAvailabilityConfiguration
  {
    LimitedAvailabilityConfiguration(entries: content._entries)
  }

  /// Erases a configuration that needs a newer system (`if #available(iOS 17, *)`).
  public static func buildLimitedAvailability<C: WidgetConfiguration>(_ content: C)
    -> LimitedAvailabilityConfiguration
  {
    LimitedAvailabilityConfiguration(entries: content._entries)
  }
}

extension WidgetBundleBuilder {
  /// Builds an empty bundle, `{ }`.
  public static func buildBlock() -> some Widget { WidgetBundleContent() }

  /// Registers the widgets of an `if` without `else` when its condition holds.
  ///
  /// As in WidgetKit, the condition is an availability check:
  /// `if #available(iOS 18.0, *) { TimerControl() }`.
  public static func buildOptional<W: Widget>(_ widget: W?) -> some Widget {
    WidgetBundleContent(entries: widget?.body._entries ?? [])
  }

  /// Erases widgets or controls that need a newer system.
  public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> some Widget {
    WidgetBundleContent(entries: widget.body._entries)
  }
}
