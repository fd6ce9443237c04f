import Foundation

/// The presentations of a Live Activity: on the Lock Screen and in the Dynamic Island.
///
/// As ActivityKit's `ActivityConfiguration`.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration,
  RegisteredWidgetConfiguration
{
  var definition: ActivityDefinition

  /// Creates the configuration from the Lock Screen view built for each activity's context.
  public init<Content: View>(
    for attributesType: Attributes.Type = Attributes.self,
    @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content
  ) {
    definition = ActivityDefinition(attributesType: _typeName(Attributes.self, qualified: false)) {
      record in
      guard let attributes = record.attributes as? Attributes,
        let state = record.state as? Attributes.ContentState
      else { return .empty }
      let context = ActivityViewContext(
        attributes: attributes, state: state, activityID: record.id,
        isStale: record.activityState == .stale)
      return resolveViewNode(content(context))
    }
    definition.makeSmallView = { record in
      guard let attributes = record.attributes as? Attributes,
        let state = record.state as? Attributes.ContentState
      else { return .empty }
      let context = ActivityViewContext(
        attributes: attributes, state: state, activityID: record.id,
        isStale: record.activityState == .stale)
      var environment = EnvironmentValues()
      environment.activityFamily = .small
      return resolveViewNode(content(context), environment: environment)
    }
    definition.recordFromPush = { attributes, state, now in
      let decoder = JSONDecoder()
      return ActivityRecord(
        attributesType: _typeName(Attributes.self, qualified: false),
        attributes: try decoder.decode(Attributes.self, from: attributes),
        state: try decoder.decode(Attributes.ContentState.self, from: state), startDate: now,
        pushType: .token,
        decodeState: { try JSONDecoder().decode(Attributes.ContentState.self, from: $0) })
    }
  }

  /// What the bundle registers for this Live Activity: its presentation.
  var entries: [WidgetBundleEntry] { [.activity(definition)] }
}

/// What an activity's view is built from.
public struct ActivityViewContext<Attributes: ActivityAttributes>: Sendable {
  /// The static attributes.
  public let attributes: Attributes
  /// The current content state.
  public let state: Attributes.ContentState
  /// The activity's identifier.
  public let activityID: String
  /// Whether the content is out of date.
  public let isStale: Bool
}

/// How the system draws the activities of one attributes type.
@MainActor
package struct ActivityDefinition {
  /// The attributes' type name.
  package let attributesType: String
  /// Builds the Lock Screen view for an activity.
  package let makeView: @MainActor (ActivityRecord) -> ViewNode
  /// Whether the app built a Dynamic Island presentation with `dynamicIsland:`.
  package internal(set) var presentsDynamicIsland = false
  /// The families the activity declares besides `.medium` (`supplementalActivityFamilies`).
  package internal(set) var supplementalFamilies: [ActivityFamily] = []
  /// Builds the view for a paired watch's Smart Stack: the content closure again, with
  /// `@Environment(\.activityFamily)` reading `.small` (see `smallView(for:)`).
  var makeSmallView: (@MainActor (ActivityRecord) -> ViewNode)?
  /// Builds the record of an activity a push starts (APNs' `start` event) from its attributes
  /// and content state as JSON, started at a date; throws when they don't decode.
  package internal(set) var recordFromPush:
    (@Sendable (_ attributes: Data, _ state: Data, _ now: Date) throws -> ActivityRecord)?
  /// Builds the Dynamic Island presentations for an activity (`nil`: the app built none).
  var makeDynamicIsland: (@MainActor (ActivityRecord) -> DynamicIsland?)?
}
