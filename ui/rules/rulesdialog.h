// Help > Rules: one page per game of the registry, in tabs, each its
// paragraphs and the pictures its own board draws (see rulespage.h). It
// opens on the window's game and follows the interface's language.
#pragma once

#include <QDialog>
#include <QImage>
#include <QList>

#include <string_view>
#include <vector>

class QDialogButtonBox;
class QTabWidget;
class QTextBrowser;

namespace quatre::ui {

class GameRegistry;

class RulesDialog : public QDialog {
    Q_OBJECT

public:
    // `games` must outlive the dialog; `shownGame` is the id of the page to open on.
    RulesDialog(const GameRegistry &games, std::string_view shownGame, QWidget *parent = nullptr);

    // The dialog open under `parent`, raised and turned to `shownGame`'s
    // page, or a new one (deleted when closed).
    static RulesDialog *showFor(QWidget *parent, const GameRegistry &games, std::string_view shownGame);

    // The pages, one per game in the registry's order.
    int pageCount() const;
    // The page shown, as the index of its game in the registry.
    int currentPage() const;
    void setCurrentPage(int page);
    // What a page says, as plain text, and its pictures (for the tests).
    QString pageText(int page) const;
    QList<QImage> pagePictures(int page) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillPages();

    const GameRegistry &m_games;
    QTabWidget *m_tabs;
    QDialogButtonBox *m_buttons;
    std::vector<QTextBrowser *> m_pages;
};

} // namespace quatre::ui
