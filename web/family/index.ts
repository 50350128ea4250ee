// Every format family's web additions, registered on import (like formats/index.ts for
// rules modules). A new family adds one line here and a folder beside this file.
import './l5r/l5r.ts';
import './shadowlands/shadowlands.ts';
import './l5r-ccg/l5r-ccg.ts';
import './agot/agot.ts';
import './lotr/lotr.ts';
