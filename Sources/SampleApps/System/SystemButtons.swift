import SpacesKit

/// Opens the Clock app's timer.
struct TimerButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.systemspaces.System.Timer") {
      ControlWidgetButton(action: OpenTimerIntent()) {
        Label("Timer", systemImage: "timer")
      }
    }
    .displayName("Timer")
    .description("Open the timer in the Clock app.")
  }
}

/// Opens the Camera.
struct CameraButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.systemspaces.System.Camera") {
      ControlWidgetButton(action: OpenCameraIntent()) {
        Label("Camera", systemImage: "camera.fill")
      }
    }
    .displayName("Camera")
    .description("Open the Camera.")
  }
}
