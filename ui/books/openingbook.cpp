#include "ui/books/openingbook.h"

#include "core/solver/connectfourbook.h"
#include "core/solver/fourmationbook.h"

#include <QCoreApplication>
#include <QFile>

#include <memory>
#include <variant>

namespace quatre::ui {

namespace {

// A book from its bytes, installed; otherwise what is wrong with it.
QString installBytes(const QByteArray &bytes)
{
    if (bytes.startsWith('#')) { // 4Mation's text format starts with its header comment
        auto book = FourMationBook::fromText(bytes.toStdString());
        if (auto *loaded = std::get_if<FourMationBook>(&book)) {
            const int size = loaded->boardSize();
            const bool official = loaded->officialRule();
            FourMationBook::install(size, official, std::make_shared<const FourMationBook>(std::move(*loaded)));
            return {};
        }
        return QString::fromStdString(std::get<std::string>(book));
    }
    auto book = ConnectFourBook::fromBytes(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (auto *loaded = std::get_if<ConnectFourBook>(&book)) {
        ConnectFourBook::install(std::make_shared<const ConnectFourBook>(std::move(*loaded)));
        return {};
    }
    return QString::fromStdString(std::get<std::string>(book));
}

} // namespace

QStringList openingBookResources()
{
    return {QStringLiteral(":/book/connect4-6x7.q4bk"), QStringLiteral(":/book/4mation-7x7.txt"),
            QStringLiteral(":/book/4mation-7x7-official.txt")};
}

bool installOpeningBook(const QString &fileName, QString *error)
{
    QFile file(fileName);
    const QString problem = file.open(QIODevice::ReadOnly) ? installBytes(file.readAll()) : file.errorString();
    if (problem.isEmpty())
        return true;
    if (error)
        *error = QCoreApplication::translate("OpeningBook", "The opening book %1 cannot be read (%2); the Perfect level will think longer in the opening.")
                     .arg(fileName, problem);
    return false;
}

bool installOpeningBooks(QString *error)
{
    QStringList problems;
    for (const QString &resource : openingBookResources()) {
        QString problem;
        if (!installOpeningBook(resource, &problem))
            problems << problem;
    }
    if (error)
        *error = problems.join(QLatin1Char('\n'));
    return problems.isEmpty();
}

} // namespace quatre::ui
