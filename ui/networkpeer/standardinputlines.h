// The lines a person types on the standard input, as signals, so that a
// network game reads them without stopping the event loop: the connection
// must keep answering pings and receiving the other player's moves while
// nobody types. A line is read as soon as it is complete; a line longer than
// cli::LineReader's cap is dropped rather than held, as the other commands do.
#pragma once

#include <QByteArray>
#include <QObject>

class QSocketNotifier;

namespace quatre::ui {

class StandardInputLines : public QObject {
    Q_OBJECT

public:
    // Starts watching the standard input at once.
    explicit StandardInputLines(QObject *parent = nullptr);

signals:
    // One line without its end of line; control characters become '?', so
    // that a line shown back cannot drive the terminal.
    void lineRead(const QString &line);
    // The input ended (Ctrl-D, the end of a pipe) or cannot be read; once.
    void ended();

private:
    void readAvailable();
    void emitLines();

    QSocketNotifier *m_notifier;
    QByteArray m_pending; // the start of a line whose end has not come yet
    bool m_skipping = false; // in a line past the cap: dropped up to its end
};

} // namespace quatre::ui
