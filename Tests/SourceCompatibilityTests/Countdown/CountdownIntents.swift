// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style. This file
// imported only AppIntents and WidgetKit.

import SpacesKit

struct OpenCountdownIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Countdown"
    static let openAppWhenRun: Bool = true

    func perform() async throws -> some IntentResult & OpensIntent {
        .result()
    }
}

struct ShareCountdownIntent: AppIntent {
    static let title = LocalizedStringResource(
        "intent.share.title", defaultValue: "Share Countdown", comment: "The share intent's title"
    )
    static let description = IntentDescription("Shares the countdown to your next event.")

    func perform() async throws -> some IntentResult & ProvidesDialog & OpensIntent {
        let event = CountdownStore.nextEvent()
        try await requestConfirmation(
            result: .result(dialog: "Share the countdown to \(event.name)?"),
            confirmationActionName: .share
        )
        return .result(opensIntent: OpenCountdownIntent(), dialog: "Shared \(event.name).")
    }
}

struct DaysLeftIntent: AppIntent {
    static let title: LocalizedStringResource = "Days Left"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let event = CountdownStore.nextEvent()
        let days = CountdownStore.daysLeft(from: .now, to: event)
        return .result(value: days, dialog: "\(days) days until \(event.name).")
    }
}

struct ShareCountdownControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.countdown.share") {
            ControlWidgetButton(action: ShareCountdownIntent()) {
                Label("Share", systemImage: "square.and.arrow.up")
            }
        }
        .displayName(LocalizedStringResource("control.share", defaultValue: "Share Countdown"))
        .description("Shares the countdown to your next event.")
    }
}
