/// A widget, as WidgetKit declares it; a Live Activity's configuration is one too.
@MainActor @preconcurrency
public protocol Widget {
  /// The type of configuration.
  associatedtype Body: WidgetConfiguration
  /// Creates the widget.
  init()
  /// The widget's configuration.
  @WidgetConfigurationBuilder var body: Body { get }
}

/// A widget's configuration.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  /// What the system registers for this configuration: a system hook apps never use.
  ///
  /// A requirement, so installing an app reaches each configuration's entries through the
  /// conformance's witness table instead of a cast (`as? any RegisteredWidgetConfiguration`),
  /// which scans the program's protocol conformance records for each new configuration type.
  var _registration: _WidgetRegistration { get }
}

/// What a widget configuration registers: a system type apps never make or read.
///
/// What `WidgetConfiguration._registration` returns.
public struct _WidgetRegistration {
  /// The widgets, Live Activities and controls registered, in declaration order.
  package let entries: [WidgetBundleEntry]
}

/// A widget configuration SpacesKit declares: what the system registers for it.
///
/// Static, app intent, a Live Activity's, one with modifiers applied, or a bundle's content.
@MainActor
protocol RegisteredWidgetConfiguration: WidgetConfiguration {
  /// What the system registers for this configuration.
  var entries: [WidgetBundleEntry] { get }
}

extension WidgetConfiguration {
  /// Nothing: a configuration of a type SpacesKit doesn't declare registers nothing.
  public var _registration: _WidgetRegistration { _WidgetRegistration(entries: []) }

  /// What the system registers for this configuration.
  ///
  /// Nothing for a configuration of a type SpacesKit doesn't declare.
  package var _entries: [WidgetBundleEntry] { _registration.entries }
}

extension RegisteredWidgetConfiguration {
  /// The configuration's entries.
  public var _registration: _WidgetRegistration { _WidgetRegistration(entries: entries) }
}

/// Builds a widget configuration from the closure's single statement.
@resultBuilder
@MainActor
public enum WidgetConfigurationBuilder {
  /// Passes the configuration statement through unchanged.
  public static func buildExpression<C: WidgetConfiguration>(_ content: C) -> C { content }
  /// Builds the body's single configuration as the widget's configuration.
  public static func buildBlock<C: WidgetConfiguration>(_ content: C) -> C { content }
}

/// A container of the widgets and controls an extension provides, as WidgetKit's `WidgetBundle`.
@MainActor @preconcurrency
public protocol WidgetBundle {
  /// The type of the bundle's content.
  associatedtype Body: Widget
  /// Creates the bundle.
  init()
  /// The widgets and controls.
  @WidgetBundleBuilder var body: Body { get }
}

/// One thing a widget bundle registers.
@MainActor
package enum WidgetBundleEntry {
  /// A control.
  case control(ControlDefinition)
  /// A Live Activity's presentation.
  case activity(ActivityDefinition)
  /// A Home Screen or Lock Screen widget.
  case widget(WidgetDefinition)
}

/// Builds a bundle from widgets and controls (iOS 18 accepts both).
@resultBuilder
@MainActor
public enum WidgetBundleBuilder {
  /// Registers a widget (or a Live Activity's `ActivityConfiguration`) in the bundle.
  public static func buildExpression<W: Widget>(_ widget: W) -> some Widget {
    WidgetBundleContent(entries: widget.body._entries)
  }

  /// Registers a control in the bundle.
  public static func buildExpression<C: ControlWidget>(_ control: C) -> some Widget {
    WidgetBundleContent(entries: [.control(control.body._definition)])
  }

  /// Collects the bundle's widgets and controls in declaration order.
  public static func buildBlock<each Content: Widget>(_ content: repeat each Content)
    -> some Widget
  {
    var entries: [WidgetBundleEntry] = []
    for part in repeat each content {
      entries += part.body._entries
    }
    return WidgetBundleContent(entries: entries)
  }
}

/// The widgets and controls of a bundle, in declaration order: what the bundle's builder makes.
struct WidgetBundleContent: Widget, RegisteredWidgetConfiguration {
  /// What the bundle registers.
  let entries: [WidgetBundleEntry]

  /// Creates an empty bundle content.
  init() { entries = [] }
  init(entries: [WidgetBundleEntry]) { self.entries = entries }

  /// The content is its own body: it registers its entries directly.
  var body: WidgetBundleContent { self }
}
