#include "ui/widgets/icons.h"

#include "ui/theme/colourscheme.h"

#include <QFile>
#include <QGuiApplication>
#include <QHash>
#include <QIconEngine>
#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>

namespace quatre::ui {

namespace {

// Our own icons are drawn in dark slate inks, which vanish on a dark tool
// bar: under a dark palette they are drawn again with those inks lightened.
// The palette is read each time a picture is asked for, so the icons follow
// a change of scheme without being set again.
class SchemeIconEngine : public QIconEngine {
public:
    explicit SchemeIconEngine(const QString &file)
        : m_file(file)
    {}

    QIconEngine *clone() const override { return new SchemeIconEngine(m_file); }
    QString key() const override { return QStringLiteral("quatre-scheme"); }

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override
    {
        painter->drawPixmap(rect, pixmap(rect.size() * painter->device()->devicePixelRatio(), mode, state));
    }

    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State) override
    {
        const bool dark = isDarkPalette(QGuiApplication::palette());
        const QString cacheKey =
            QStringLiteral("%1x%2/%3/%4").arg(size.width()).arg(size.height()).arg(int(mode)).arg(dark);
        if (const auto found = m_cache.constFind(cacheKey); found != m_cache.constEnd())
            return *found;
        QPixmap picture(size);
        picture.fill(Qt::transparent);
        QSvgRenderer renderer(svgFor(dark));
        QPainter painter(&picture);
        renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
        painter.end();
        if (mode == QIcon::Disabled)
            picture = disabledCopy(picture);
        m_cache.insert(cacheKey, picture);
        return picture;
    }

private:
    QByteArray svgFor(bool dark) const
    {
        QFile file(m_file);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        QByteArray svg = file.readAll();
        if (dark) {
            svg.replace("#34405a", "#d5dbe6");
            svg.replace("#5b6b88", "#a9b4c8");
            svg.replace("#0b1a3a", "#c8d2e4");
        }
        return svg;
    }

    // A faded copy, as a disabled action's icon.
    static QPixmap disabledCopy(const QPixmap &picture)
    {
        QPixmap faded(picture.size());
        faded.fill(Qt::transparent);
        QPainter painter(&faded);
        painter.setOpacity(0.4);
        painter.drawPixmap(0, 0, picture);
        return faded;
    }

    QString m_file;
    QHash<QString, QPixmap> m_cache;
};

} // namespace

QIcon themedIcon(const QString &themeName, const QString &ownName)
{
    return QIcon::fromTheme(themeName, QIcon(new SchemeIconEngine(QStringLiteral(":/art/icons/%1.svg").arg(ownName))));
}

QIcon appIcon()
{
    return QIcon(QStringLiteral(":/art/icons/quatre.svg"));
}

} // namespace quatre::ui
