#include "ui/rules/rulesdialog.h"

#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/registry/rulespage.h"
#include "ui/rules/rulespicture.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QMap>
#include <QTabWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace quatre::ui {

namespace {

// A page whose pictures are kept beside its text and handed to the
// document as it lays itself out (a document's own resources are dropped by
// every setHtml()).
class RulesBrowser final : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;

    // The address of a new picture in the page's HTML.
    QString addPicture(const QPixmap &picture)
    {
        const QString address = QStringLiteral("picture:%1").arg(m_pictures.size());
        m_pictures.insert(QUrl(address), picture);
        return address;
    }
    void clearPictures() { m_pictures.clear(); }
    QList<QPixmap> pictures() const { return m_pictures.values(); }

    QVariant loadResource(int type, const QUrl &name) override
    {
        if (type == QTextDocument::ImageResource && m_pictures.contains(name))
            return m_pictures.value(name);
        return QTextBrowser::loadResource(type, name);
    }

private:
    QMap<QUrl, QPixmap> m_pictures;
};

// Pictures side by side, this many to a row.
constexpr int kPicturesPerRow = 2;

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

QString pageHtml(const GameEntry &game, RulesBrowser &browser)
{
    if (!game.rulesPage)
        return paragraph(RulesDialog::tr("No rules are written for %1 yet.").arg(game.text->name()));
    QString html;
    for (const RulesSection &section : game.rulesPage().sections) {
        if (!section.heading.isEmpty())
            html += QStringLiteral("<h3>%1</h3>").arg(section.heading.toHtmlEscaped());
        for (const QString &text : section.paragraphs)
            html += paragraph(text);
        if (section.pictures.empty())
            continue;
        html += QStringLiteral("<table cellspacing=\"6\" cellpadding=\"4\"><tr>");
        for (std::size_t i = 0; i < section.pictures.size(); ++i) {
            const RulesPicture &picture = section.pictures[i];
            if (i > 0 && i % kPicturesPerRow == 0)
                html += QStringLiteral("</tr><tr>");
            const QPixmap pixmap = renderRulesPicture(game, picture);
            html += QStringLiteral("<td valign=\"top\" width=\"%1\">").arg(picture.size.width());
            if (!pixmap.isNull())
                html += QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\"><br>")
                            .arg(browser.addPicture(pixmap))
                            .arg(picture.size.width())
                            .arg(picture.size.height());
            html += QStringLiteral("<small>%1</small></td>").arg(picture.caption.toHtmlEscaped());
        }
        html += QStringLiteral("</tr></table>");
    }
    return html;
}

} // namespace

RulesDialog::RulesDialog(const GameRegistry &games, std::string_view shownGame, QWidget *parent)
    : QDialog(parent)
    , m_games(games)
    , m_tabs(new QTabWidget(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("rulesDialog"));
    m_tabs->setObjectName(QStringLiteral("rulesTabs"));
    m_tabs->setDocumentMode(true);
    for (const GameEntry &game : m_games.games()) {
        auto *page = new RulesBrowser;
        page->setObjectName(
            QStringLiteral("rulesPage_%1").arg(QString::fromUtf8(game.id().data(), qsizetype(game.id().size()))));
        page->setOpenLinks(false);
        m_tabs->addTab(page, QString());
        m_pages.push_back(page);
    }
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_buttons);
    resize(640, 620);
    fillPages();
    const auto &list = m_games.games();
    const auto shown =
        std::find_if(list.begin(), list.end(), [&](const GameEntry &game) { return game.id() == shownGame; });
    if (shown != list.end())
        setCurrentPage(int(shown - list.begin()));
}

RulesDialog *RulesDialog::showFor(QWidget *parent, const GameRegistry &games, std::string_view shownGame)
{
    auto *dialog = parent->findChild<RulesDialog *>(QString(), Qt::FindDirectChildrenOnly);
    if (!dialog) {
        dialog = new RulesDialog(games, shownGame, parent);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
    } else {
        const auto &list = games.games();
        for (std::size_t i = 0; i < list.size(); ++i)
            if (list[i].id() == shownGame)
                dialog->setCurrentPage(int(i));
    }
    // Not modal: a player may keep the rules open beside the game.
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

int RulesDialog::pageCount() const
{
    return int(m_pages.size());
}

int RulesDialog::currentPage() const
{
    return m_tabs->currentIndex();
}

void RulesDialog::setCurrentPage(int page)
{
    m_tabs->setCurrentIndex(page);
}

QString RulesDialog::pageText(int page) const
{
    return m_pages.at(std::size_t(page))->toPlainText();
}

QList<QImage> RulesDialog::pagePictures(int page) const
{
    QList<QImage> images;
    for (const QPixmap &picture : static_cast<RulesBrowser *>(m_pages.at(std::size_t(page)))->pictures())
        images.append(picture.toImage());
    return images;
}

void RulesDialog::changeEvent(QEvent *event)
{
    // The pictures are redrawn too: the boards write words of their own.
    if (event->type() == QEvent::LanguageChange)
        fillPages();
    QDialog::changeEvent(event);
}

void RulesDialog::fillPages()
{
    setWindowTitle(tr("Rules of the Games"));
    const auto &list = m_games.games();
    for (std::size_t i = 0; i < list.size(); ++i) {
        auto *page = static_cast<RulesBrowser *>(m_pages[i]);
        m_tabs->setTabText(int(i), list[i].text->name());
        page->clearPictures();
        const QString html = pageHtml(list[i], *page);
        page->setHtml(html);
        page->setAccessibleName(tr("The rules of %1").arg(list[i].text->name()));
    }
}

} // namespace quatre::ui
