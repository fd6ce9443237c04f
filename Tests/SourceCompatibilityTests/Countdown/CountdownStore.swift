// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style. This file
// imported only WidgetKit and SwiftUI, which bring Foundation and CoreGraphics along.

import SpacesKit

/// An event the app counts down to, shared with the widget through the app group's defaults.
struct CountdownEvent: Codable, Hashable, Sendable {
    var name: String
    var date: Date
    var url: URL?
}

enum CountdownStore {
    static let suiteName = "group.com.example.countdown"
    static let eventNameKey = "eventName"

    static var defaults: UserDefaults {
        UserDefaults(suiteName: suiteName) ?? .standard
    }

    /// The next event: what the app saved, else the launch three days from now.
    static func nextEvent(after now: Date = .now) -> CountdownEvent {
        let name = defaults.string(forKey: eventNameKey) ?? "Launch"
        let date = Calendar.current.date(byAdding: .day, value: 3, to: now) ?? now
        return CountdownEvent(name: name, date: date, url: URL(string: "countdown://event/launch"))
    }

    static func daysLeft(from now: Date, to event: CountdownEvent) -> Int {
        Calendar.current.dateComponents([.day], from: now, to: event.date).day ?? 0
    }
}
