import Foundation
import SpacesKit

extension Engine {
  /// Applies a push to a Live Activity, as ActivityKit applies an APNs update: the content
  /// state decoded into the app's type, the stale date, relevance and (for `end`) the dismissal
  /// date; the app's `contentUpdates` and `activityStateUpdates` hear of it. A push to an
  /// unknown or ended activity, or with content the app's type can't decode, changes nothing
  /// and its sender hears why.
  func applyActivityPush(_ update: ActivityPushUpdate, from requester: PushFeature.Requester?) {
    switch update.starts ? activityStartOutcome(update) : activityPushOutcome(update) {
    case .success(let id):
      send(.log(.push(.activityUpdated(update, id: id))))
      activityChanged(id)
      if let alert = update.alert {
        send(
          .activityAlerts(
            .show(ActivityAlert(activityID: id, title: alert.title, body: alert.body))))
      }
      requester?.answer(.deliveredToActivity(id))
    case .failure(let reason):
      send(.log(.push(.ignored(.activity(update), reason: reason.text))))
      requester?.answer(.ignored(reason.text))
    }
  }

  /// Why an activity push changed nothing.
  struct ActivityPushRefusal: Error {
    var text: String
  }

  private func activityPushOutcome(_ update: ActivityPushUpdate) -> Result<
    String, ActivityPushRefusal
  > {
    let registry = host.activities
    guard
      let record = registry.all.first(where: {
        $0.id == update.activity
          || $0.pushToken.map { ActivityTokens.hex($0) } == update.activity
      })
    else {
      return .failure(ActivityPushRefusal(text: "no Live Activity \(update.activity)"))
    }
    guard record.activityState == .active || record.activityState == .stale else {
      return .failure(
        ActivityPushRefusal(text: "the Live Activity \(record.id) has ended; pushes are refused"))
    }
    var state: (any Sendable)?
    if let data = update.contentState {
      guard let decode = record.decodeState else {
        return .failure(ActivityPushRefusal(text: "\(record.id) can't decode a content state"))
      }
      do {
        state = try decode(data)
      } catch {
        return .failure(
          ActivityPushRefusal(
            text: "the content state doesn't decode as \(record.attributesType).ContentState: "
              + Self.decodingReason(error)))
      }
    }
    let now = clock.now()
    registry.modify(id: record.id) {
      if let state { $0.state = state }
      if let stale = update.staleDate { $0.staleDate = stale }
      if let relevance = update.relevanceScore { $0.relevanceScore = relevance }
      if $0.activityState == .stale, state != nil { $0.activityState = .active }
      if update.ends {
        $0.activityState = .ended
        $0.dismissalDate = update.dismissalDate ?? now.addingTimeInterval(4 * 3600)
      }
    }
    return .success(record.id)
  }

  /// Starts an activity from a push-to-start, as APNs' `start` event does: the attributes type
  /// named by its name or its push-to-start token, its attributes and content state decoded
  /// into the app's types, refused as `Activity.request` would be (too many, turned off).
  private func activityStartOutcome(_ update: ActivityPushUpdate) -> Result<
    String, ActivityPushRefusal
  > {
    let token = update.activity.lowercased()
    guard
      let definition = apps.activities[update.activity]
        ?? apps.activities.values.first(where: {
          ActivityTokens.hex(ActivityTokens.pushToStartToken(forType: $0.attributesType)) == token
        })
    else {
      return .failure(
        ActivityPushRefusal(text: "no Live Activity type or push-to-start token \(update.activity)")
      )
    }
    guard let makeRecord = definition.recordFromPush, let attributes = update.attributes,
      let state = update.contentState
    else {
      return .failure(ActivityPushRefusal(text: "a start needs attributes and a content state"))
    }
    var record: ActivityRecord
    do {
      record = try makeRecord(attributes, state, clock.now())
    } catch {
      return .failure(
        ActivityPushRefusal(
          text: "the attributes or content state don't decode as \(definition.attributesType)'s: "
            + Self.decodingReason(error)))
    }
    record.staleDate = update.staleDate
    record.relevanceScore = update.relevanceScore ?? 0
    do {
      return .success(try host.activities.start(record))
    } catch {
      return .failure(
        ActivityPushRefusal(text: "Activity.request would throw \(error): nothing started"))
    }
  }

  /// A decoding error as one line: the key path and what was wrong.
  static func decodingReason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map(\.stringValue).joined(separator: ".")
      return keys.isEmpty ? "" : "'\(keys)': "
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context))missing key '\(key.stringValue)'"
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return path(context) + context.debugDescription
    @unknown default: return "\(error)"
    }
  }
}
