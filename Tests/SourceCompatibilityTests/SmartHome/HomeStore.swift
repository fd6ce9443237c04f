// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation

/// The app's connection to the lights and the garage (a real app talks to HomeKit or a hub).
final class HomeStore: @unchecked Sendable {
    static let shared = HomeStore()

    private let lock = NSLock()
    private var lightsOn: Set<String> = ["porch"]
    private var garageOpen = false

    func isOn(_ lightID: String) -> Bool {
        lock.withLock { lightsOn.contains(lightID) }
    }

    func setLight(_ lightID: String, on: Bool) {
        lock.withLock {
            if on {
                lightsOn.insert(lightID)
            } else {
                lightsOn.remove(lightID)
            }
        }
    }

    var isGarageOpen: Bool {
        lock.withLock { garageOpen }
    }

    func toggleGarage() {
        lock.withLock { garageOpen.toggle() }
    }

    func reset() {
        lock.withLock {
            lightsOn = ["porch"]
            garageOpen = false
        }
    }
}
