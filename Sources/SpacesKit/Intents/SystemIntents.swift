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
  /// An open intent brings the app forward: the dashboard shows "opening <App>".
  public static var openAppWhenRun: Bool { true }
}

extension OpenIntent where PerformResult == IntentResultContainer {
  /// Opening is the whole action: by default the intent does nothing more and returns no value.
  public func perform() async throws -> IntentResultContainer { .result() }
}

/// An intent that holds a control's configuration.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent where PerformResult == IntentResultContainer {
  /// A configuration intent only holds parameters: performing it does nothing.
  public func perform() async throws -> IntentResultContainer { .result() }
}

/// An intent that holds a widget's configuration.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent where PerformResult == IntentResultContainer {
  /// A configuration intent only holds parameters: performing it does nothing.
  public func perform() async throws -> IntentResultContainer { .result() }
}

extension ControlConfigurationIntent
where Self: WidgetConfigurationIntent, PerformResult == IntentResultContainer {
  /// A configuration intent for both a control and a widget does nothing when performed.
  ///
  /// Apps share one ("Select Room") between a control and a widget; without this the two
  /// protocols' `perform()` would be ambiguous.
  public func perform() async throws -> IntentResultContainer { .result() }
}

/// A type-erased intent as the system stores it, so engine state stays `Equatable`.
///
/// As on iOS, only the intent's `@Parameter` values are kept: the box holds
/// `intent._storedCopy()`, a fresh instance of the intent's type carrying those values. Two
/// boxes are equal when they hold the same intent type with equal parameter values (a "Work"
/// timer and a "Violin" timer differ); comparing uses the parameter list taken when the box was
/// made, so it reflects nothing.
package struct IntentBox: Sendable, Hashable, CustomStringConvertible {
  /// The intent.
  package let intent: any AppIntent
  /// The intent's `@Parameter`s with their values, in declaration order.
  package let parameters: [AnyIntentParameter]

  /// Boxes an intent, keeping only its `@Parameter` values.
  package init(_ intent: any AppIntent) {
    let stored = intent._storedCopy()
    self.intent = stored
    self.parameters = stored._parameters
  }

  /// The intent's type name.
  package var typeName: String { _typeName(type(of: intent), qualified: false) }

  /// The intent's title.
  package var title: String { type(of: intent).title.resolvedText }

  /// The intent's parameter summary with its parameters' values filled in (“Start Calming”);
  /// a parameter without a value shows its title. `nil` when the intent declares none.
  package var parameterSummary: String? { parameterSummary(values: [:]) }

  /// The parameter summary with the given texts for some parameters by property name (a form's
  /// edits), the intent's values for the others.
  package func parameterSummary(values: [String: String]) -> String? {
    guard let pieces = Self.summaryPieces(intent, values: values) else { return nil }
    return pieces.map { piece in
      switch piece {
      case .text(let text): return text
      case .parameter(let name):
        guard let name, let parameter = parameters.first(where: { $0.name == name }) else {
          return "?"
        }
        return values[name] ?? parameter.valueText ?? parameter.title.resolvedText
      }
    }.joined()
  }

  private static func summaryPieces<I: AppIntent>(_ intent: I, values: [String: String])
    -> [ParameterSummaryPiece]?
  {
    I.parameterSummary._pieces(for: intent, values: values)
  }

  /// What the intent's declarations use that is accepted but not honoured yet, one line each.
  ///
  /// A parameter summary's strings `table:`, for now; the engine logs each as not supported yet.
  package var unsupportedAPIs: [String] { Self.unsupported(intent) }

  private static func unsupported<I: AppIntent>(_ intent: I) -> [String] {
    I.parameterSummary._unsupportedAPIs
  }

  /// Whether the intent opens the app.
  package var opensApp: Bool { intent is any OpenIntent || type(of: intent).openAppWhenRun }

  /// Whether the intent sets a value (a toggle's action).
  package var setsValue: Bool { intent is any SetValueIntent }

  /// The name of what an `OpenIntent` opens, when its `target` has a value that describes
  /// itself (`CustomStringConvertible`, e.g. an app's name); `nil` otherwise. An unset
  /// `@Parameter` target is never read.
  package var openTargetName: String? {
    guard let opener = intent as? any OpenIntent else { return nil }
    if let parameter = parameters.first(where: { $0.name == "target" }) {
      guard parameter.hasValue else { return nil }
      return (parameter.value as? any CustomStringConvertible)?.description
    }
    return Self.targetName(opener)
  }

  private static func targetName<I: OpenIntent>(_ intent: I) -> String? {
    (intent.target as? any CustomStringConvertible)?.description
  }

  /// A copy of the intent whose `value` is set, when it is a `SetValueIntent` of that type.
  package func settingValue<V: Sendable>(_ value: V) -> IntentBox {
    guard let setter = intent as? any SetValueIntent else { return self }
    return IntentBox(Self.set(setter, value))
  }

  /// A copy with one parameter set by its property name (`nil` clears an optional parameter).
  package func settingParameter(_ name: String, to value: (any Sendable)?)
    throws(IntentParameterError) -> IntentBox
  {
    IntentBox(try intent._settingParameter(name, to: value))
  }

  private static func set<I: SetValueIntent, V>(_ intent: I, _ value: V) -> any AppIntent {
    var copy = intent
    if let typed = value as? I.ValueType { copy.value = typed }
    return copy
  }

  /// Performs the intent and returns what its result carries.
  ///
  /// A required parameter without a value is asked for first, as the system does before
  /// `perform()` (with the parameter's `requestValueDialog`, see
  /// `AnyIntentParameter.requestValue(dialog:)`).
  package func perform() async throws -> IntentResultContent {
    let box = try await askingForMissingParameters()
    var content = try await box.performAnsweringErrors()
    await content.resolveSnippet()
    return content
  }

  /// Asks the user for each required parameter without a value, in declaration order.
  ///
  /// - Returns: A copy whose missing parameters hold the answers; the box itself when none is
  ///   missing.
  /// - Throws: `CancellationError` when the user gives up at a question.
  package func askingForMissingParameters() async throws -> IntentBox {
    var box = self
    for parameter in parameters where !parameter.hasValue {
      let value = try await parameter.requestValue()
      box = try box.settingParameter(parameter.name, to: value)
    }
    return box
  }

  /// Whether two boxes hold intents of one type whose parameters have equal values.
  package static func == (lhs: IntentBox, rhs: IntentBox) -> Bool {
    guard ObjectIdentifier(type(of: lhs.intent)) == ObjectIdentifier(type(of: rhs.intent)),
      lhs.parameters.count == rhs.parameters.count
    else { return false }
    for (left, right) in zip(lhs.parameters, rhs.parameters) {
      guard left.hasValue == right.hasValue, ParameterValue.equal(left.value, right.value) else {
        return false
      }
    }
    return true
  }

  /// Hashes the intent's type and its parameter values, consistently with `==`.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: intent)))
    for parameter in parameters {
      hasher.combine(parameter.hasValue)
      ParameterValue.hash(parameter.value, into: &hasher)
    }
  }

  /// The intent's type name, as the event log shows it.
  package var description: String { typeName }
}
