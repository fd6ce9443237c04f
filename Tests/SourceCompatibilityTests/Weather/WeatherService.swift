// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation

/// The app's forecast source (a real app asks WeatherKit or a web service).
final class WeatherService: @unchecked Sendable {
    struct Hour {
        var temperature: Int
        var condition: String
        var symbolName: String
        var uvIndex: Double
    }

    static let shared = WeatherService()

    func hourlyForecast() -> [Hour] {
        [
            Hour(temperature: 72, condition: "Sunny", symbolName: "sun.max.fill", uvIndex: 6),
            Hour(temperature: 74, condition: "Sunny", symbolName: "sun.max.fill", uvIndex: 7),
            Hour(temperature: 71, condition: "Partly Cloudy", symbolName: "cloud.sun.fill", uvIndex: 4),
        ]
    }
}
