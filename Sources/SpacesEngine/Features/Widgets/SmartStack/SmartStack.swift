import Foundation
import SpacesKit

/// Several widgets of one family in one Home Screen slot, as iOS's Smart Stack: the widget on
/// show, and whether Smart Rotate may bring another to the top.
package struct SmartStack: Equatable, Sendable {
  /// The stacked widgets, top to bottom as the stack's dots list them.
  package var members: [WidgetID]
  /// The index of the widget on show.
  package var shown = 0
  /// Whether the stack rotates to its most relevant widget (iOS's "Smart Rotate", on by
  /// default).
  package var smartRotate = true
  /// Whether the apps' relevant intents may bring their widgets to the top (iOS's "Widget
  /// Suggestions", on by default).
  package var widgetSuggestions = true
  /// The scores when people flipped the stack by hand: the flip holds until one changes.
  package var heldScores: [WidgetID: Double]?
  /// Why the widget on show was chosen, for the inspector.
  package var reason = "first in the stack"

  package init(members: [WidgetID]) {
    self.members = members
  }

  /// The widget on show (`nil` for an empty stack).
  package var shownWidget: WidgetID? {
    members.indices.contains(shown) ? members[shown] : members.first
  }

  /// Shows the next widget, as a swipe does; it holds until a relevance changes.
  package mutating func flip(scores: [WidgetID: Double]) {
    guard !members.isEmpty else { return }
    shown = (shown + 1) % members.count
    heldScores = scores
    reason = "flipped by hand"
  }

  /// Re-evaluates the stack after a widget's entry (or the relevant intents) changed: with Smart
  /// Rotate on and no flip holding, the member with the highest score shows; ties and no
  /// relevance at all keep the one on show. Returns whether the widget on show changed.
  @discardableResult
  package mutating func rotate(scores: [WidgetID: Double]) -> Bool {
    guard smartRotate, !members.isEmpty else { return false }
    if let held = heldScores {
      guard held != scores else { return false }
      heldScores = nil
    }
    let current = shownWidget.flatMap { scores[$0] } ?? 0
    var best = shown
    var bestScore = current
    for (index, member) in members.enumerated() {
      let score = scores[member] ?? 0
      if score > bestScore {
        best = index
        bestScore = score
      }
    }
    guard best != shown else { return false }
    shown = best
    reason = "highest relevance (\(Self.scoreText(bestScore)))"
    return true
  }

  /// A score as the inspector shows it ("0.8").
  package static func scoreText(_ score: Double) -> String {
    score == score.rounded() ? String(Int(score)) : String(format: "%.2g", score)
  }
}

extension WidgetInstance {
  /// The relevance a Smart Stack gives the widget at `now`: its current entry's
  /// `TimelineEntryRelevance.score` from the entry's date for `duration` seconds (a duration of
  /// 0 lasts while the entry is on show), 0 after; and a relevant intent for its kind whose
  /// date window holds counts as 1 at least (iOS suggests that widget).
  package func stackRelevance(at now: Date, suggested: Bool = false) -> Double {
    var score = 0.0
    if let current, entries.indices.contains(current), let relevance = entries[current].relevance {
      let entry = entries[current]
      let lasts = relevance.duration <= 0 || now < entry.date + relevance.duration
      if lasts, relevance.score.isFinite { score = Double(relevance.score) }
    }
    return suggested ? max(score, 1) : score
  }
}
