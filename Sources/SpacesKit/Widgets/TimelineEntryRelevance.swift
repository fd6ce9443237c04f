import Foundation

/// How relevant a timeline entry is compared to the other entries of its timelines.
///
/// As WidgetKit's `TimelineEntryRelevance`: the Smart Stack rotates a widget to the top when an
/// entry of a high score comes due, for its duration.
///
/// The dashboard keeps each entry's relevance and shows it in the inspector's timeline (`i`) and
/// the timeline preview (`P`); it has no Smart Stack that rotates by it yet.
public struct TimelineEntryRelevance: Sendable, Equatable {
  /// The entry's importance, on a scale the app chooses.
  public var score: Float
  /// How long after the entry's date, in seconds, the widget may be rotated to the top.
  public var duration: TimeInterval

  /// Creates a relevance from a score and how long after the entry's date it holds.
  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}

extension TimelineEntry {
  /// No relevance, unless the entry declares one.
  public var relevance: TimelineEntryRelevance? { nil }
}

extension TimelineEntryRelevance {
  /// The relevance as the inspector writes it: "relevance 0.8 for 1 h", "relevance 2".
  package var text: String {
    let score = score.isFinite ? String(format: "%g", Double(score)) : "\(score)"
    guard duration.isFinite, duration > 0 else { return "relevance \(score)" }
    let minutes = Int((duration / 60).rounded())
    let length =
      minutes >= 60 && minutes % 60 == 0
      ? "\(minutes / 60) h" : minutes > 0 ? "\(minutes) min" : "\(Int(duration)) s"
    return "relevance \(score) for \(length)"
  }
}
