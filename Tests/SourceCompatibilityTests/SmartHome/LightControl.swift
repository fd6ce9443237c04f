// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import SpacesKit

struct LightControl: ControlWidget {
    static let kind: String = "com.example.Home.LightControl"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(
            kind: Self.kind,
            provider: Provider()
        ) { value in
            ControlWidgetToggle(
                value.light.name,
                isOn: value.isOn,
                action: SetLightIntent(light: value.light)
            ) { isOn in
                Label(isOn ? "On" : "Off", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
                    .controlWidgetActionHint(isOn ? "Turn Off" : "Turn On")
            }
            .tint(.yellow)
        }
        .displayName("Light")
        .description("Turn a light in your home on or off.")
    }
}

extension LightControl {
    struct Value {
        var light: LightEntity
        var isOn: Bool
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: SelectLightIntent) -> Value {
            Value(light: configuration.light ?? .kitchen, isOn: false)
        }

        func currentValue(configuration: SelectLightIntent) async throws -> Value {
            let light = configuration.light ?? .kitchen
            return Value(light: light, isOn: HomeStore.shared.isOn(light.id))
        }
    }
}

struct GarageDoorControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(
            kind: "com.example.Home.GarageDoor",
            provider: Provider()
        ) { isOpen in
            ControlWidgetButton(action: ToggleGarageDoorIntent()) {
                Label(isOpen ? "Open" : "Closed", systemImage: isOpen ? "door.garage.open" : "door.garage.closed")
            }
        }
        .displayName("Garage Door")
        .description("Open or close the garage door.")
    }
}

extension GarageDoorControl {
    struct Provider: ControlValueProvider {
        var previewValue: Bool {
            false
        }

        func currentValue() async throws -> Bool {
            HomeStore.shared.isGarageOpen
        }
    }
}

struct HomeWidgetsBundle: WidgetBundle {
    var body: some Widget {
        LightControl()
        GarageDoorControl()
    }
}

extension HomeWidgetsBundle: SpacesAppInfo {
    static var appName: String { "Home" }
}
