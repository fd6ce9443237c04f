/// An intent that sets a value: the action of a control toggle, whose `value` is the new state.
public protocol SetValueIntent: AppIntent {
  /// The type of the value being set.
  associatedtype ValueType: Sendable
  /// The value to set; the system fills it before `perform()`.
  var value: ValueType { get set }
}

/// An intent that starts, updates or ends a Live Activity.
public protocol LiveActivityIntent: AppIntent {}

/// An intent that opens the app, optionally to a target.
public protocol OpenIntent: AppIntent {
  /// The type of the thing opened.
  associatedtype Value: Sendable
  /// What to open.
  var target: Value { get set }
}

extension OpenIntent {
  public static var openAppWhenRun: Bool { true }
}

extension OpenIntent where PerformResult == IntentResultContainer {
  public func perform() async throws -> IntentResultContainer { .result() }
}

/// An intent that holds a control's configuration.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent where PerformResult == IntentResultContainer {
  public func perform() async throws -> IntentResultContainer { .result() }
}

/// An intent that holds a widget's configuration.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent where PerformResult == IntentResultContainer {
  public func perform() async throws -> IntentResultContainer { .result() }
}

/// A type-erased intent, compared by its type, so engine state stays `Equatable`.
public struct IntentBox: Sendable, Equatable, CustomStringConvertible {
  /// The intent.
  public let intent: any AppIntent

  public init(_ intent: any AppIntent) { self.intent = intent }

  /// The intent's type name.
  public var typeName: String { String(describing: type(of: intent)) }

  /// The intent's title.
  public var title: String { type(of: intent).title.resolvedText }

  /// Whether the intent opens the app.
  public var opensApp: Bool { intent is any OpenIntent || type(of: intent).openAppWhenRun }

  /// Whether the intent sets a value (a toggle's action).
  public var setsValue: Bool { intent is any SetValueIntent }

  /// A copy of the intent whose `value` is set, when it is a `SetValueIntent` of that type.
  public func settingValue<V: Sendable>(_ value: V) -> IntentBox {
    guard let setter = intent as? any SetValueIntent else { return self }
    return IntentBox(Self.set(setter, value))
  }

  private static func set<I: SetValueIntent, V>(_ intent: I, _ value: V) -> any AppIntent {
    var copy = intent
    if let typed = value as? I.ValueType { copy.value = typed }
    return copy
  }

  /// Performs the intent and returns what its result carries.
  public func perform() async throws -> IntentResultContent {
    try await intent.perform()._content
  }

  public static func == (lhs: IntentBox, rhs: IntentBox) -> Bool { lhs.typeName == rhs.typeName }

  public var description: String { typeName }
}
