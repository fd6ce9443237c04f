import Foundation

/// An action your app exposes to the system, as App Intents declares it.
///
/// The system (here: the SystemSpaces engine) creates the intent, fills its `@Parameter`s and
/// calls `perform()` off the main actor.
public protocol AppIntent: Sendable {
  /// The type of result `perform()` returns.
  associatedtype PerformResult: IntentResult

  /// The type of the intent's parameter summary.
  associatedtype SummaryContent: ParameterSummary

  /// Creates the intent with its parameters unset or at their defaults.
  init()

  /// A short, localized, title-cased name of the action.
  static var title: LocalizedStringResource { get }

  /// A description of the action.
  static var description: IntentDescription? { get }

  /// Whether running the intent brings the app to the foreground.
  static var openAppWhenRun: Bool { get }

  /// Whether the intent is offered in Shortcuts and Spotlight.
  static var isDiscoverable: Bool { get }

  /// Whether the intent needs the device unlocked.
  static var authenticationPolicy: IntentAuthenticationPolicy { get }

  /// How the intent's parameters read as a sentence (`Summary("Start \(\.$session)")`).
  static var parameterSummary: SummaryContent { get }

  /// Performs the action.
  func perform() async throws -> PerformResult
}

extension AppIntent {
  /// No description by default.
  public static var description: IntentDescription? { nil }
  /// By default the intent runs without bringing the app forward.
  public static var openAppWhenRun: Bool { false }
  /// By default the intent is discoverable, so the Siri bar can offer it.
  public static var isDiscoverable: Bool { true }
  /// By default the intent runs while the device is locked.
  public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

  /// No sentence: intents that declare no summary show their title.
  public static var parameterSummary: some ParameterSummary { IntentParameterSummary<Self>() }

  /// The parameter summary of this intent: `Summary("Start \(\.$session)")`.
  public typealias Summary = IntentParameterSummary<Self>

  /// The property wrapper for an intent parameter: `@Parameter(title: "Running") var value: Bool`.
  public typealias Parameter<Value: Sendable> = IntentParameter<Value>
}

/// When an intent may run relative to the device's lock state.
public enum IntentAuthenticationPolicy: Sendable, Equatable {
  /// The intent runs while locked.
  case alwaysAllowed
  /// The device must be unlocked.
  case requiresAuthentication
  /// The device must be unlocked locally (not through a paired device).
  case requiresLocalDeviceAuthentication
}

/// A description of an intent shown in Shortcuts.
public struct IntentDescription: Sendable, Equatable, ExpressibleByStringLiteral,
  ExpressibleByStringInterpolation
{
  /// The description text.
  public var descriptionText: LocalizedStringResource
  /// The Shortcuts category name.
  public var categoryName: LocalizedStringResource?
  /// Extra search keywords.
  public var searchKeywords: [LocalizedStringResource]
  /// What Shortcuts calls the value the intent returns ("Episode").
  public var resultValueName: LocalizedStringResource?

  /// Creates a description with its text, category, search keywords and result's name.
  public init(
    _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = [],
    resultValueName: LocalizedStringResource? = nil
  ) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
    self.resultValueName = resultValueName
  }

  /// Creates a description from a string literal.
  public init(stringLiteral value: String) {
    self.init(LocalizedStringResource(stringLiteral: value))
  }

  /// Creates a description from an interpolated string literal.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(
      LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
  }
}

/// What Siri says or shows when an intent asks or answers.
public struct IntentDialog: Sendable, Equatable, ExpressibleByStringLiteral,
  ExpressibleByStringInterpolation
{
  /// The full dialog, spoken and shown.
  public var full: LocalizedStringResource
  /// A shorter version shown beside a snippet.
  public var supporting: LocalizedStringResource

  /// Creates a dialog whose full and supporting text are the same.
  public init(_ resource: LocalizedStringResource) {
    full = resource
    supporting = resource
  }

  /// Creates a dialog with a full text and a shorter supporting text.
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
    self.full = full
    self.supporting = supporting
  }

  /// Creates a dialog from a string literal: `dialog: "Which timer?"`.
  public init(stringLiteral value: String) {
    self.init(LocalizedStringResource(stringLiteral: value))
  }

  /// Creates a dialog from an interpolated string literal: `"Started \(timer.name)"`.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(
      LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
  }
}
