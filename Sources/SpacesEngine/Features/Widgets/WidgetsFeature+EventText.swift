import Foundation
import SpacesKit

/// How a widget's reload policy and times read in the event log and the inspector.
extension WidgetsFeature {
  /// A reload policy as the event log and the inspector show it ("atEnd", "after 11:41").
  package static func policyText(_ policy: TimelineReloadPolicy?) -> String {
    switch policy?._rule {
    case .none: "none"
    case .atEnd: "atEnd"
    case .never: "never"
    case .after(let date): "after \(clockText(date))"
    }
  }

  /// A date as the event log shows it ("09:05", UTC).
  static func clockText(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let minutes = ((seconds % 86_400 + 86_400) % 86_400) / 60
    let hour = minutes / 60
    let minute = minutes % 60
    return "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
  }
}
