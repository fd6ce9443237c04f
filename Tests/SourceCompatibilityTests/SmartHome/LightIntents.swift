// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import SpacesKit

struct SetLightIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Light"
    static let description = IntentDescription("Turns a light on or off.")

    @Parameter(title: "Light")
    var light: LightEntity

    @Parameter(title: "On")
    var value: Bool

    init() {}

    init(light: LightEntity) {
        self.light = light
    }

    func perform() async throws -> some IntentResult {
        HomeStore.shared.setLight(light.id, on: value)
        return .result()
    }
}

struct SelectLightIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Select Light"

    @Parameter(title: "Light")
    var light: LightEntity?
}

struct ToggleGarageDoorIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Garage Door"
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    func perform() async throws -> some IntentResult & ProvidesDialog {
        HomeStore.shared.toggleGarage()
        return .result(dialog: HomeStore.shared.isGarageOpen ? "Opening the garage door." : "Closing the garage door.")
    }
}
