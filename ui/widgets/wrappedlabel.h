// Plain text wrapped at word boundaries, drawn like a word-wrapped QLabel's,
// for a line that changes often: a new text asks the window for a new layout
// only when it needs another height (or is wider than the room it has).
//
// A QLabel asks at every new text, whatever its size. A seat card's status
// changes at every move and with every depth of a search ("Thinking… (depth
// 5)"), and each time the whole window laid itself out again: about 1.4 ms of
// the window's thread a move (ui/benchmark/README.md).
#pragma once

#include <QString>
#include <QWidget>

#include <optional>

namespace quatre::ui {

class WrappedLabel : public QWidget {
    Q_OBJECT

public:
    explicit WrappedLabel(QWidget *parent = nullptr);

    QString text() const { return m_text; }
    void setText(const QString &text);

    bool hasHeightForWidth() const override { return true; }
    // At least one line, as a QLabel keeps for an empty text.
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    // The widest word, on one line.
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    static constexpr int kFlags = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap;

    // The text's lines at one width: their height, at least one line's, and
    // whether a word is wider than the width.
    struct Measure {
        int width = 0;
        int height = 0;
        bool overflows = false;
    };
    // Kept for the last width asked (the label's own, almost always): a new
    // text is then laid out once, where comparing its height with the old
    // text's and looking for a word too wide took three layouts.
    const Measure &measure(int width) const;
    QRect wrapped(int width) const;
    int widestWord() const;

    QString m_text;
    mutable std::optional<Measure> m_measure;
};

} // namespace quatre::ui
