import Foundation
import SpacesKit

/// What apps donated (`IntentDonationManager`) and the intents they call relevant
/// (`RelevantIntentManager`): the Siri bar's "Siri Suggestions", the inspector's list of
/// donations, and what a Smart Stack would read.
package enum DonationsFeature: Feature {
  /// The donations and relevant intents.
  package struct State: FeatureState {
    /// The donations, oldest first (at most `limit`; the oldest go first).
    package var donations: [IntentDonation] = []
    /// The relevant intents with their contexts, as the apps last gave them: what a Smart
    /// Stack reads to choose a widget.
    package var relevantIntents: [RelevantIntentRecord] = []
    /// The runs of `PredictableIntent`s that finished, oldest first (at most `limit`), with how
    /// their predictions describe them: what the system learns to suggest.
    package var predictedRuns: [PredictedRun] = []

    package init() {}
  }

  /// The most donations kept.
  package static let limit = 1_000
  /// The most suggestions the Siri bar shows.
  package static let suggestionCount = 4

  /// What happens to the donations.
  package enum Action: Equatable, Sendable {
    /// App code donated, deleted or set relevant intents.
    case request(DonationRequest)
    /// A `PredictableIntent` finished a run: the system learns to suggest it.
    case ran(IntentBox)
  }

  /// A line of the event log about donations.
  package enum Event: FeatureEvent {
    /// An intent was donated.
    case donated(String)
    /// Donations were deleted.
    case deleted(Int)
    /// The relevant intents were replaced.
    case relevant([String])

    package var description: String {
      switch self {
      case .donated(let title): "donated “\(title)”"
      case .deleted(let count): "deleted \(count) donation\(count == 1 ? "" : "s")"
      case .relevant(let lines):
        "relevant intents: " + (lines.isEmpty ? "none" : lines.joined(separator: "; "))
      }
    }

    package var redactedDescription: String {
      switch self {
      case .donated: "donated an intent"
      case .deleted, .relevant: description
      }
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .request(.donated(let donation)):
      let missing = donation.missingParameters
      guard missing.isEmpty else {
        context.log(
          .warning(
            "donation of “\(donation.intent.title)” not added: required parameter"
              + "\(missing.count == 1 ? "" : "s") "
              + missing.map { "“\($0)”" }.joined(separator: ", ") + " without a value"))
        return
      }
      state.donations.append(donation)
      if state.donations.count > limit {
        state.donations.removeFirst(state.donations.count - limit)
      }
      context.log(.donations(.donated(donation.title)))
    case .request(.deleted(let identifiers)):
      let before = state.donations.count
      state.donations.removeAll { identifiers.contains($0.id) }
      context.log(.donations(.deleted(before - state.donations.count)))
    case .ran(let intent):
      guard let title = intent.predictionTitle else { return }
      state.predictedRuns.removeAll { $0.intent == intent }
      state.predictedRuns.append(PredictedRun(intent: intent, title: title))
      if state.predictedRuns.count > limit {
        state.predictedRuns.removeFirst(state.predictedRuns.count - limit)
      }
    case .request(.relevantIntents(let records)):
      state.relevantIntents = records
      context.log(
        .donations(
          .relevant(
            records.map { "\($0.widgetKind) \($0.intent.title) at \($0.relevance.summary)" })))
      // The Smart Stacks read them: rotate now, and wake when a window opens or ends.
      context.send(.widgets(.rotateStacks))
    }
  }

  /// The most relevant widgets the Siri bar suggests (the rest of its rows are donations).
  package static let relevantSuggestionCount = 2

  /// The Siri bar's suggestions: the widgets whose relevant intents hold at `date` (at most
  /// `relevantSuggestionCount`, the soonest-starting first, each named by its
  /// `configurationDisplayName` from `widgetNames`, else its kind), then donated intents.
  package static func suggestions(
    _ state: State, at date: Date, apps: [String: String] = [:],
    widgetNames: [String: String] = [:], count: Int = suggestionCount
  ) -> [SiriSuggestion] {
    var seen: Set<String> = []
    var relevant: [SiriSuggestion] = []
    for record in relevantIntents(state, at: date) where relevant.count < relevantSuggestionCount {
      // The configuration's summary, else its title and values ("Select Team: Owls, On").
      let values = record.intent.parameters.compactMap(\.valueText).filter { !$0.isEmpty }
      let title =
        record.intent.parameterSummary
        ?? record.intent.title + (values.isEmpty ? "" : ": " + values.joined(separator: ", "))
      guard seen.insert("\(record.widgetKind) \(title)").inserted else { continue }
      relevant.append(
        SiriSuggestion(
          title: title,
          app: "widget \(widgetNames[record.widgetKind] ?? record.widgetKind.shortKind)",
          intent: record.intent,
          widgetKind: record.widgetKind))
    }
    return relevant + suggestions(state, apps: apps, count: count - relevant.count)
  }

  /// The Siri bar's suggestions: each donated intent once (equal parameters count as one), the
  /// most recently donated first, at most `count`; the app named where its App Shortcuts (or
  /// controls) declare the intent's type.
  package static func suggestions(
    _ state: State, apps: [String: String] = [:], count: Int = suggestionCount
  ) -> [SiriSuggestion] {
    var seen: Set<IntentBox> = []
    var suggestions: [SiriSuggestion] = []
    for donation in state.donations.reversed() where suggestions.count < count {
      guard seen.insert(donation.intent).inserted else { continue }
      suggestions.append(
        SiriSuggestion(
          title: donation.title, app: apps[donation.intent.typeName], intent: donation.intent))
    }
    // Then what the system predicts from the runs of predictable intents, the latest first.
    for run in state.predictedRuns.reversed() where suggestions.count < count {
      guard seen.insert(run.intent).inserted else { continue }
      suggestions.append(
        SiriSuggestion(title: run.title, app: apps[run.intent.typeName], intent: run.intent))
    }
    return suggestions
  }

  /// The relevant intents whose context holds at a date, the soonest-starting first: what a
  /// Smart Stack would rotate in then.
  package static func relevantIntents(_ state: State, at date: Date) -> [RelevantIntentRecord] {
    state.relevantIntents.filter { $0.relevance.holds(at: date) }
      .sorted { $0.relevance.start < $1.relevance.start }
  }

  /// The inspector's lines: the donations, newest first, and the relevant intents.
  package static func inspectorLines(_ state: State, limit: Int = 5) -> [String] {
    var lines: [String] = []
    if !state.donations.isEmpty {
      lines.append("donations: \(state.donations.count)")
      for donation in state.donations.reversed().prefix(limit) {
        lines.append("  \(donation.title) (\(donation.intent.typeName))")
      }
    }
    for record in state.relevantIntents.prefix(limit) {
      lines.append("relevant: \(record.widgetKind) at \(record.relevance.summary)")
    }
    return lines
  }
}

extension DashboardAction {
  /// A donations action.
  package static func donations(_ action: DonationsFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension EngineEvent.Kind {
  /// A donations event.
  package static func donations(_ event: DonationsFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}

/// A finished run of a `PredictableIntent`, as the system keeps it to suggest it again.
package struct PredictedRun: Equatable, Sendable {
  /// The intent with the parameters it ran with.
  package var intent: IntentBox
  /// How its prediction describes it ("Order Tomato Soup").
  package var title: String

  package init(intent: IntentBox, title: String) {
    self.intent = intent
    self.title = title
  }
}
