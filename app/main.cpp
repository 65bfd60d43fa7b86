// The Quatre window: everything is in the quatre_ui library; this only wires it.
#include "app/startup.h"
#include "app/translation.h"
#include "mainwindow/mainwindow.h"
#include "settings/settings.h"

#include <QApplication>
#include <QSettings>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Quatre"));
    QApplication::setApplicationName(QStringLiteral("Quatre"));
    QApplication::setApplicationVersion(QStringLiteral(QUATRE_VERSION));

    const quatre::ui::StartupOptions options = quatre::ui::parseCommandLine(app);
    std::unique_ptr<QSettings> store = quatre::ui::openSettings(options.settingsFile);
    quatre::ui::Settings settings;
    settings.load(*store);
    quatre::ui::installTranslations(app, settings.language);

    quatre::ui::MainWindow window(std::move(store));
    window.show();
    if (!quatre::ui::applyStartupOptions(window, options))
        return 2;
    return app.exec();
}
