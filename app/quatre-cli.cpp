// quatre-cli: the Quatre core without a window (see ui/cli/).
#include "app/translation.h"
#include "cli/cli.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("quatre-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUATRE_VERSION));
    // Messages in the system's language; the machine-readable output never changes.
    quatre::ui::installTranslations(app, QString());
    QTextStream in(stdin), out(stdout), err(stderr);
    return quatre::cli::run(QCoreApplication::arguments(), in, out, err);
}
