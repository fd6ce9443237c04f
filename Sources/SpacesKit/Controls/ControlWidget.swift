/// A button or toggle people place in Control Center, on the Lock Screen or the Action button.
///
/// Declared as WidgetKit declares it (iOS 18).
@MainActor @preconcurrency
public protocol ControlWidget {
  /// The type of configuration describing the control.
  associatedtype Body: ControlWidgetConfiguration
  /// Creates the control.
  init()
  /// The control's configuration.
  @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// A description of a control: its kind, how its value is found and its template.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
  /// What the system needs to show and reload the control: a system hook apps never use.
  ///
  /// A requirement, so installing an app reaches each control's definition through the
  /// conformance's witness table instead of a cast (`as? any DefinedControlConfiguration`),
  /// which scans the program's protocol conformance records for each new configuration type.
  var _registration: _ControlRegistration { get }
}

/// What a control configuration registers: a system type apps never make or read.
///
/// What `ControlWidgetConfiguration._registration` returns.
public struct _ControlRegistration {
  /// The control's definition.
  package let definition: ControlDefinition
}

/// A control configuration SpacesKit declares: what the system needs to show the control.
///
/// Static, app intent, or one with modifiers applied.
@MainActor
protocol DefinedControlConfiguration: ControlWidgetConfiguration {
  /// What the system needs to show and reload the control.
  var definition: ControlDefinition { get }
}

extension ControlWidgetConfiguration {
  /// A disabled control saying so, for a configuration of a type SpacesKit doesn't declare.
  public var _registration: _ControlRegistration {
    _ControlRegistration(definition: .unsupported(Self.self))
  }

  /// What the system needs to show and reload the control.
  ///
  /// For a configuration of a type SpacesKit doesn't declare, a disabled control saying so.
  package var _definition: ControlDefinition { _registration.definition }
}

extension DefinedControlConfiguration {
  /// The configuration's definition.
  public var _registration: _ControlRegistration { _ControlRegistration(definition: definition) }
}

/// Builds a control's configuration from the closure's single statement.
@resultBuilder
@MainActor
public enum ControlWidgetConfigurationBuilder {
  /// Passes the configuration statement through unchanged.
  public static func buildExpression<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
  /// Builds the body's single configuration as the control's configuration.
  public static func buildBlock<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
}

/// Builds a control template (a toggle or button) from the closure's single statement.
@resultBuilder
@MainActor
public enum ControlWidgetTemplateBuilder {
  /// Passes the template statement through unchanged.
  public static func buildExpression<T: ControlWidgetTemplate>(_ content: T) -> T { content }
  /// Builds the closure's single template as the control's template.
  public static func buildBlock<T: ControlWidgetTemplate>(_ content: T) -> T { content }
  /// Builds the `if` branch of an `if`/`else` between two templates, erasing its type.
  public static func buildEither<T: ControlWidgetTemplate>(first: T) -> AnyControlTemplate {
    AnyControlTemplate(first._resolved)
  }
  /// Builds the `else` branch of an `if`/`else` between two templates, erasing its type.
  public static func buildEither<T: ControlWidgetTemplate>(second: T) -> AnyControlTemplate {
    AnyControlTemplate(second._resolved)
  }
}

/// How the system finds a control's value and builds its template.
///
/// The erased form of a configuration that the engine runs on every reload.
@MainActor
package struct ControlDefinition {
  /// The control's unique kind.
  package var kind: String
  /// The name shown in the controls gallery; `nil` means the app's name.
  package var displayName: LocalizedStringResource?
  /// The description shown while configuring.
  package var description: LocalizedStringResource?
  /// Whether adding the control opens its configuration.
  package var promptsForUserConfiguration = false
  /// How people configure the control; `nil` for a static (not configurable) control.
  package var configuration: ControlConfigurationSupport?
  /// The template for the provider's preview value (gallery, settings) of a configuration
  /// (`nil` for a static control): quick and synchronous.
  package let preview: @MainActor (IntentBox?) -> ResolvedControl
  /// Fetches the current value for a configuration (runs the value provider, if any) off the
  /// main actor.
  package let currentValue: @Sendable (IntentBox?) async throws -> any Sendable
  /// The type told about push tokens (`.pushHandler(_:)`); `nil`: the control takes no pushes.
  package var pushHandler: (any ControlPushHandler.Type)?
  /// Builds the template for a value returned by `currentValue`.
  package let content: @MainActor (any Sendable) -> ResolvedControl

  /// Creates a definition from a kind, its configuration support, and its three closures.
  package init(
    kind: String, configuration: ControlConfigurationSupport? = nil,
    preview: @escaping @MainActor (IntentBox?) -> ResolvedControl,
    currentValue: @escaping @Sendable (IntentBox?) async throws -> any Sendable,
    content: @escaping @MainActor (any Sendable) -> ResolvedControl
  ) {
    self.kind = kind
    self.configuration = configuration
    self.preview = preview
    self.currentValue = currentValue
    self.content = content
  }

  /// The definition of a configuration of a type SpacesKit doesn't declare.
  ///
  /// An app's own conformance: a disabled control, named by the type, saying it isn't
  /// supported.
  static func unsupported(_ type: Any.Type) -> ControlDefinition {
    let resolved = ResolvedControl.unsupported(type)
    return ControlDefinition(
      kind: _typeName(type, qualified: true), preview: { _ in resolved }, currentValue: { _ in () },
      content: { _ in resolved })
  }
}

/// How the system configures a configurable control: the configuration intent it fills in.
package struct ControlConfigurationSupport: Sendable {
  /// The configuration intent with its parameters at their defaults (what a control shows before
  /// anyone configured it, and what the gallery previews).
  package let makeDefault: @Sendable () -> IntentBox

  /// Creates the support from a closure that makes the default configuration intent.
  package init(makeDefault: @escaping @Sendable () -> IntentBox) {
    self.makeDefault = makeDefault
  }
}

extension ControlWidgetConfiguration {
  func withDefinition(_ change: (inout ControlDefinition) -> Void) -> ModifiedControlConfiguration {
    var definition = _definition
    change(&definition)
    return ModifiedControlConfiguration(definition: definition)
  }

  /// Sets the name shown for the control in the controls gallery.
  public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration
  {
    withDefinition { $0.displayName = displayName }
  }

  /// Sets the description shown while the control is being configured.
  public func description(_ description: LocalizedStringResource)
    -> some ControlWidgetConfiguration
  {
    withDefinition { $0.description = description }
  }

  /// Asks the system to prompt for configuration when the control is added.
  public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
    withDefinition { $0.promptsForUserConfiguration = true }
  }
}

/// A configuration with modifiers applied.
struct ModifiedControlConfiguration: DefinedControlConfiguration {
  /// The definition with the modifiers' changes applied.
  let definition: ControlDefinition
}
