import Foundation
import SpacesEngine
import SpacesKit

/// A Live Activity as the Lock Screen and the Dynamic Island show it now.
///
/// ```swift
/// let delivery = try #require(dashboard.activities.first)
/// #expect(delivery.texts == ["Order 42: 10 min"])
/// #expect(delivery.compactTexts == ["10m"])
/// ```
public struct ActivitySnapshot: Equatable, Sendable {
  /// The activity's identifier (`Activity.id`).
  public var id: String
  /// Its attributes type's name ("DeliveryAttributes").
  public var attributesType: String
  /// The texts of its Lock Screen presentation, in reading order.
  public var texts: [String]
  /// The texts of its compact Dynamic Island presentation (leading, then trailing).
  public var compactTexts: [String]
  /// The texts of its expanded Dynamic Island presentation, region by region.
  public var expandedTexts: [String]
  /// When it started.
  public var startDate: Date
  /// Its relevance score (the island and the Lock Screen show the highest first).
  public var relevanceScore: Double
  /// When its content goes stale (`nil`: never).
  public var staleDate: Date?
  /// Whether its content is stale now.
  public var isStale: Bool
  /// Whether it ended (and shows until its dismissal policy removes it).
  public var hasEnded: Bool

  init(_ activity: LiveActivityState) {
    id = activity.id
    attributesType = activity.attributesType
    texts = activity.view.verbatimTexts
    compactTexts =
      activity.island.map { $0.compactLeading.verbatimTexts + $0.compactTrailing.verbatimTexts }
      ?? []
    expandedTexts = activity.island.map { $0.expanded.flatMap(\.view.verbatimTexts) } ?? []
    startDate = activity.startDate
    relevanceScore = activity.relevanceScore
    staleDate = activity.staleDate
    isStale = activity.isStale
    hasEnded = activity.hasEnded
  }
}
